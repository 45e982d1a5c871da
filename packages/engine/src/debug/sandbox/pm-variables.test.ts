import { describe, expect, it } from 'vitest';
import type { ScriptVariables } from './script-types.js';
import { logsOf, run } from './test-support/script-input.js';

const variables: ScriptVariables = {
  globals: { shared: 'from globals', onlyGlobal: 'g' },
  environment: { shared: 'from environment', baseUrl: 'https://api.example.com' },
  collection: { shared: 'from collection', onlyCollection: 'c' },
  local: {},
};

describe('pm.environment, pm.globals, pm.collectionVariables', () => {
  const scopes: [string, keyof ScriptVariables][] = [
    ['pm.environment', 'environment'],
    ['pm.globals', 'globals'],
    ['pm.collectionVariables', 'collection'],
  ];

  it.each(scopes)('%s reads, sets, unsets, checks and lists its own scope', async (api, scope) => {
    const result = await run(
      `
      console.log(String(${api}.get('shared')));
      console.log(String(${api}.get('missing')));
      ${api}.set('token', 'abc');
      console.log(String(${api}.has('token')), String(${api}.has('missing')));
      ${api}.unset('shared');
      console.log(JSON.stringify(${api}.toObject()));
    `,
      { variables },
    );
    expect(result.error).toBeUndefined();
    const before = variables[scope];
    const expected: Record<string, string> = { ...before, token: 'abc' };
    delete expected.shared;
    expect(result.console.map((line) => line.text)).toEqual([
      `from ${scope === 'collection' ? 'collection' : scope}`,
      'undefined',
      'true false',
      JSON.stringify(expected),
    ]);
    expect(result.variables[scope]).toEqual(expected);
  });

  it.each(scopes)('%s.clear() empties only its own scope', async (api, scope) => {
    const result = await run(`${api}.clear();`, { variables });
    expect(result.variables[scope]).toEqual({});
    const others = (['globals', 'environment', 'collection'] as const).filter(
      (name) => name !== scope,
    );
    for (const other of others) expect(result.variables[other]).toEqual(variables[other]);
  });

  it('stores values as text: numbers, booleans, objects as JSON, null and undefined as empty', async () => {
    const result = await run(`
      pm.environment.set('number', 42);
      pm.environment.set('flag', true);
      pm.environment.set('object', { a: [1, 2] });
      pm.environment.set('nothing', null);
      pm.environment.set('unset', undefined);
      console.log(typeof pm.environment.get('number'));
    `);
    expect(result.variables.environment).toEqual({
      number: '42',
      flag: 'true',
      object: '{"a":[1,2]}',
      nothing: '',
      unset: '',
    });
    expect(result.console[0]?.text).toBe('string');
  });

  it('refuses a set without a name', async () => {
    const result = await run(`pm.environment.set(undefined, 'x');`);
    expect(result.error).toMatchObject({
      kind: 'runtime',
      message: 'TypeError: pm.environment.set needs a variable name',
    });
  });

  it('replaces {{names}} from its scope with replaceIn', async () => {
    const logs = await logsOf(
      `console.log(pm.environment.replaceIn('{{baseUrl}}/users/{{missing}}'));`,
      { variables },
    );
    expect(logs).toEqual(['https://api.example.com/users/{{missing}}']);
  });

  it('keeps a variable named __proto__ as a plain variable', async () => {
    const result = await run(
      `pm.environment.set('__proto__', 'x'); pm.environment.set('constructor', 'y');`,
    );
    expect(Object.getPrototypeOf(result.variables.environment)).toBe(Object.prototype);
    expect(Object.keys(result.variables.environment)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(result.variables.environment, '__proto__')?.value).toBe(
      'x',
    );
  });
});

describe('pm.variables', () => {
  it('resolves local, then environment, then collection, then globals', async () => {
    const logs = await logsOf(
      `
      console.log(pm.variables.get('shared'));
      console.log(pm.variables.get('onlyCollection'), pm.variables.get('onlyGlobal'));
      pm.variables.set('shared', 'from local');
      console.log(pm.variables.get('shared'));
      pm.variables.unset('shared');
      pm.environment.unset('shared');
      console.log(pm.variables.get('shared'));
      pm.collectionVariables.unset('shared');
      console.log(pm.variables.get('shared'));
      console.log(String(pm.variables.has('onlyGlobal')), String(pm.variables.has('nowhere')));
    `,
      { variables },
    );
    expect(logs).toEqual([
      'from environment',
      'c g',
      'from local',
      'from collection',
      'from globals',
      'true false',
    ]);
  });

  it('writes to the local scope only', async () => {
    const result = await run(`pm.variables.set('runId', 7);`, { variables });
    expect(result.variables.local).toEqual({ runId: '7' });
    expect(result.variables.environment).toEqual(variables.environment);
    expect(result.variables.globals).toEqual(variables.globals);
  });

  it('lists every name with the value that wins', async () => {
    const logs = await logsOf(
      `pm.variables.set('onlyGlobal', 'L'); console.log(JSON.stringify(pm.variables.toObject()));`,
      {
        variables,
      },
    );
    expect(JSON.parse(logs[0] ?? '')).toEqual({
      shared: 'from environment',
      onlyGlobal: 'L',
      onlyCollection: 'c',
      baseUrl: 'https://api.example.com',
    });
  });

  it('replaces {{names}} with the value that wins', async () => {
    const logs = await logsOf(
      `console.log(pm.variables.replaceIn('{{baseUrl}} {{shared}} {{onlyGlobal}}'));`,
      { variables },
    );
    expect(logs).toEqual(['https://api.example.com from environment g']);
  });
});
