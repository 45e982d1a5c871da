import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ReaderPass } from './reader-pass.js';

describe("a reader's unlock cookie", () => {
  const pass = new ReaderPass(randomBytes(32));
  const id = '6a1f0c2e-4b8d-4f3a-9c1e-0d2b3a4c5d6e';

  it('unlocks what it was issued for, at its epoch only', () => {
    const value = pass.issue('site', id, 2);
    expect(pass.holds(value, 'site', id, 2)).toBe(true);
    // A new password moves the epoch: everyone who typed the old one must type the new one.
    expect(pass.holds(value, 'site', id, 3)).toBe(false);
    expect(pass.holds(value, 'share', id, 2)).toBe(false);
    expect(pass.holds(value, 'site', '00000000-0000-4000-8000-000000000000', 2)).toBe(false);
  });

  it('cannot be forged or taken from another server key', () => {
    const other = new ReaderPass(randomBytes(32));
    expect(pass.holds(other.issue('site', id, 0), 'site', id, 0)).toBe(false);
    expect(pass.holds('0.', 'site', id, 0)).toBe(false);
    expect(pass.holds('0.AAAA', 'site', id, 0)).toBe(false);
    expect(pass.holds(undefined, 'site', id, 0)).toBe(false);
    expect(pass.holds('garbage', 'site', id, 0)).toBe(false);
  });
});
