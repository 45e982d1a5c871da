import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/test-app.js';
import { createSecretBox, loadSecretsKey, SecretBoxError } from './secret-box.js';

describe('secret box', () => {
  it('seals and opens, differently each time, and never shows the plain text', () => {
    const box = createSecretBox(randomBytes(32));
    const first = box.seal('s3cret ✓');
    const second = box.seal('s3cret ✓');
    expect(first).not.toBe(second);
    expect(first).not.toContain('s3cret');
    expect(box.open(first)).toBe('s3cret ✓');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a value sealed with another key, changed, cut short or not sealed', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('value');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(SecretBoxError);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[14]! ^= 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`)).toThrow(SecretBoxError);
    expect(() => box.open('v1:AAAA')).toThrow(SecretBoxError);
    expect(() => box.open('plain')).toThrow(SecretBoxError);
  });

  it('makes a key once in the data folder, readable by its owner only, and reads it back', () => {
    const dir = tempDir();
    const key = loadSecretsKey(undefined, dir);
    expect(key).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(undefined, dir).equals(key)).toBe(true);
    const configured = randomBytes(32);
    expect(loadSecretsKey(configured, dir)).toBe(configured);
    fs.writeFileSync(path.join(dir, 'secrets.key'), 'short');
    expect(() => loadSecretsKey(undefined, dir)).toThrow(SecretBoxError);
  });
});
