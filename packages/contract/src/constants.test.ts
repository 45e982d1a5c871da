import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  INVITE,
  PAGINATION,
  PERMISSION_LEVEL,
  STATUS,
  VERIFICATION_CODE,
} from './constants.js';
import { IMPORT_ISSUE_CODES, isImportIssueCode } from './design/model.js';
import { ERROR_CATALOGUE, isErrorCode } from './errors.js';
import { IMPORT_JOB_STATUSES, isImportRunning } from './routes/design.js';
import { THEME_TOKENS } from './theme.js';

describe('spec constants (§3, §9)', () => {
  it('hold the figures of the specification', () => {
    expect(PAGINATION).toMatchObject({ defaultPage: 1, defaultPageSize: 10 });
    expect(STATUS).toEqual({ enable: 1, disable: -1 });
    expect(PERMISSION_LEVEL).toEqual({ default: 0, read: 1, write: 2 });
    expect(INVITE.maxEmailsPerSend).toBe(50);
    expect(INVITE.linkValidityMs).toBe(7 * 24 * 3600 * 1000);
    expect(INVITE.emailValidityMs).toBe(24 * 3600 * 1000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(THEME_TOKENS).toEqual({
      colorPrimary: '#835CFF',
      colorError: '#FF4C4C',
      fontSize: 14,
      borderRadius: 4,
    });
  });

  it('verification codes are exactly six digits', () => {
    expect(VERIFICATION_CODE.pattern.test('012345')).toBe(true);
    expect(VERIFICATION_CODE.pattern.test('12345')).toBe(false);
    expect(VERIFICATION_CODE.pattern.test('1234567')).toBe(false);
    expect(VERIFICATION_CODE.pattern.test('12345a')).toBe(false);
  });
});

describe('error catalogue', () => {
  it('gives every code a client or server status and a reason', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.when.length).toBeGreaterThan(10);
    }
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('PERMISSION_DENIED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('import finding codes', () => {
  it('are stable UPPER_SNAKE codes, each listed once', () => {
    for (const code of IMPORT_ISSUE_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(new Set(IMPORT_ISSUE_CODES).size).toBe(IMPORT_ISSUE_CODES.length);
  });

  it('recognises its own codes only', () => {
    expect(isImportIssueCode('REF_UNRESOLVED')).toBe(true);
    expect(isImportIssueCode('toString')).toBe(false);
    expect(isImportIssueCode('unknown')).toBe(false);
  });
});

describe('import job states', () => {
  it('are running while parsing or importing, and only then', () => {
    expect(IMPORT_JOB_STATUSES.filter((status) => isImportRunning(status))).toEqual([
      'parsing',
      'importing',
    ]);
    expect(isImportRunning(undefined)).toBe(false);
  });
});
