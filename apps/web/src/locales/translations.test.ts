import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  IMPORT_ISSUE_CODES,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  TEXT_VALIDATION,
  VALIDATION,
  VERIFICATION_CODE,
} from '@heron/contract';
import { RESOURCES } from './resources';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation file as `dotted.key → value`. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) leaves.set(k, v);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

function placeholders(value: unknown): string[] {
  return [...String(value).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const flat = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, flatten(RESOURCES[lng].translation as Tree)]),
) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;
const allKeys = [...new Set(LANGUAGES.flatMap((lng) => [...flat[lng].keys()]))].sort();

describe('translations', () => {
  it.each(LANGUAGES)('%s has every key some language has', (lng) => {
    const missing = allKeys.filter((key) => !flat[lng].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a non-empty string for every key', (lng) => {
    const bad = [...flat[lng]].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as English', (lng) => {
    const differing = allKeys.filter((key) => {
      const here = placeholders(flat[lng].get(key));
      const there = placeholders(flat.en.get(key));
      return JSON.stringify(here) !== JSON.stringify(there);
    });
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a message for every error code of the contract', (lng) => {
    const missing = ERROR_CODES.filter((code) => !flat[lng].has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a title for every import finding code of the contract', (lng) => {
    // `unknown` titles a code from a server newer than this build.
    const missing = [...IMPORT_ISSUE_CODES, 'unknown'].filter(
      (code) => !flat[lng].has(`design.transfer.issues.codes.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a message for every validation key of the contract', (lng) => {
    const missing = [...Object.values(VALIDATION), ...Object.values(TEXT_VALIDATION)].filter(
      (key) => !flat[lng].has(key),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the spec wording of the validation messages in English (spec §5, §8)', () => {
    expect(
      Object.fromEntries([...flat.en].filter(([key]) => key.startsWith('validation.'))),
    ).toMatchObject({
      [VALIDATION.phone]: 'Invalid phone number',
      [VALIDATION.passwordMismatch]: 'Passwords do not match',
      [VALIDATION.agreement]: 'Please agree to the terms and privacy policy first',
      [VALIDATION.tokenEmpty]: 'Token is empty',
      [VALIDATION.emailEmpty]: 'Email is empty',
      [VALIDATION.code]: 'Enter the 6-digit verification code',
    });
  });

  // The limits are written into the sentences; these fail when the contract's figures change.
  it.each(LANGUAGES)('%s states the contract limits in its validation messages', (lng) => {
    expect(flat[lng].get(VALIDATION.code)).toContain(String(VERIFICATION_CODE.length));
    expect(flat[lng].get(VALIDATION.passwordLength)).toContain(String(PASSWORD_LENGTH.min));
    expect(flat[lng].get(VALIDATION.passwordLength)).toContain(String(PASSWORD_LENGTH.max));
    expect(flat[lng].get(VALIDATION.nameLength)).toContain(String(NAME_MAX_LENGTH));
  });

  it('keeps the spec wording of the permission message in English (spec §8)', () => {
    expect(flat.en.get('errors.PERMISSION_DENIED')).toBe(
      'Operation permission failed, insufficient permissions.',
    );
    expect(flat.en.get('messages.inviteExpired')).toBe(
      'Invitation link has expired or is no longer valid',
    );
    expect(flat.en.get('chunkError.title')).toBe('Loading chunk {{id}} failed');
  });

  it('is really translated: no language but English repeats the English screen names', () => {
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const same = [...flat.en].filter(
        ([key, value]) => key.startsWith('screens.') && flat[lng].get(key) === value,
      );
      expect(same.map(([key]) => `${lng}:${key}`)).toEqual([]);
    }
  });
});
