import { describe, expect, it } from 'vitest';
import { MOCK_SEED_MAX_LENGTH } from '@heron/contract';
import { makeSettings } from '../../../test/mock-fixtures';
import {
  curlLineOf,
  MOCK_TOKEN_HEADER_NAME,
  settingsBodyOf,
  settingsDraftOf,
  settingsFieldOf,
} from './settings-draft';

const DRAFT = settingsDraftOf(makeSettings());

describe('settingsBodyOf', () => {
  it('makes the PUT body, trimmed, with the base version', () => {
    expect(settingsBodyOf({ ...DRAFT, seed: '  s  ' }, 7).body).toEqual({
      ...DRAFT,
      seed: 's',
      baseVersion: 7,
    });
  });

  it('refuses an empty latency, an out-of-range one and a seed too long, by field', () => {
    expect(settingsBodyOf({ ...DRAFT, latencyMs: null }, 1).issues).toEqual([
      { field: 'latencyMs', message: 'validation.required' },
    ]);
    expect(settingsBodyOf({ ...DRAFT, latencyMs: -1 }, 1).issues?.map((i) => i.field)).toEqual([
      'latencyMs',
    ]);
    const long = 'x'.repeat(MOCK_SEED_MAX_LENGTH + 1);
    expect(settingsBodyOf({ ...DRAFT, seed: long }, 1).issues?.map((i) => i.field)).toEqual([
      'seed',
    ]);
  });
});

describe('settingsFieldOf', () => {
  it('reads a pointer to one of the form fields, and nothing else', () => {
    expect(settingsFieldOf('/seed')).toBe('seed');
    expect(settingsFieldOf('/latencyMs')).toBe('latencyMs');
    expect(settingsFieldOf('/baseVersion')).toBeUndefined();
    expect(settingsFieldOf('')).toBeUndefined();
  });
});

describe('curlLineOf', () => {
  it('adds the token header only for a private mock', () => {
    expect(MOCK_TOKEN_HEADER_NAME).toBe('X-Mock-Token');
    expect(curlLineOf('http://h/mock/p', null)).toBe("curl -i 'http://h/mock/p/'");
    expect(curlLineOf('http://h/mock/p', 't1')).toBe(
      "curl -i -H 'X-Mock-Token: t1' 'http://h/mock/p/'",
    );
  });
});
