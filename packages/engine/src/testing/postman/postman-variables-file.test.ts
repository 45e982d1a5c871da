import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPostmanVariablesFile } from './postman-variables-file.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const ENVIRONMENT = join(FIXTURES, 'postman', 'microsoft-graph.postman_environment.json');

describe('readPostmanVariablesFile', () => {
  it.skipIf(!existsSync(ENVIRONMENT))('reads a real Postman environment export', () => {
    const json = JSON.parse(readFileSync(ENVIRONMENT, 'utf8')) as unknown;
    expect(readPostmanVariablesFile(json, 'environment')).toEqual({
      ok: true,
      name: 'Microsoft Graph environment',
      values: { ClientID: '', ClientSecret: '', TenantID: '' },
    });
  });

  it('skips disabled values, keeps secrets, and reads other values as text', () => {
    const read = readPostmanVariablesFile(
      {
        name: 'Staging',
        values: [
          { key: 'baseUrl', value: 'https://staging.example.test', enabled: true, type: 'default' },
          { key: 'token', value: 's3cret', enabled: true, type: 'secret' },
          { key: 'off', value: 'x', enabled: false },
          { key: 'retries', value: 3, type: 'any' },
          { key: 'strict', value: true },
          { key: 'filter', value: { status: 'open' } },
          { key: 'nothing', value: null },
          { key: '', value: 'no name' },
          { key: '__proto__', value: 'just a name' },
          'not a variable',
        ],
        _postman_variable_scope: 'environment',
      },
      'environment',
    );
    expect(read).toEqual({
      ok: true,
      name: 'Staging',
      values: {
        baseUrl: 'https://staging.example.test',
        token: 's3cret',
        retries: '3',
        strict: 'true',
        filter: '{"status":"open"}',
        nothing: '',
        ['__proto__']: 'just a name',
      },
    });
    if (read.ok) expect(Object.getPrototypeOf(read.values)).toBe(Object.prototype);
  });

  it('reads globals, with or without a name, and the old bare list', () => {
    expect(
      readPostmanVariablesFile(
        {
          id: 'g',
          values: [{ key: 'a', value: '1', enabled: true }],
          _postman_variable_scope: 'globals',
        },
        'globals',
      ),
    ).toEqual({ ok: true, name: null, values: { a: '1' } });
    expect(
      readPostmanVariablesFile({ name: 'My Workspace Globals', values: [] }, 'globals'),
    ).toEqual({ ok: true, name: 'My Workspace Globals', values: {} });
    expect(readPostmanVariablesFile([{ key: 'b', value: '2' }], 'globals')).toEqual({
      ok: true,
      name: null,
      values: { b: '2' },
    });
  });

  it('takes the last value of a key given twice', () => {
    const read = readPostmanVariablesFile(
      {
        values: [
          { key: 'a', value: '1' },
          { key: 'a', value: '2' },
        ],
      },
      'environment',
    );
    expect(read).toMatchObject({ values: { a: '2' } });
  });

  it('refuses what is not a variables file, saying what it is', () => {
    expect(readPostmanVariablesFile('text', 'environment')).toEqual({
      ok: false,
      message: 'A Postman environment is a JSON object with a "values" list.',
    });
    expect(readPostmanVariablesFile({ name: 'x' }, 'globals')).toEqual({
      ok: false,
      message: 'A Postman globals file needs a "values" list of variables.',
    });
    expect(readPostmanVariablesFile({ info: {}, item: [] }, 'environment')).toEqual({
      ok: false,
      message: 'This is a Postman collection, not a Postman environment.',
    });
  });
});
