import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/test-app.js';
import { isStorageKey } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

const KEY = 'avatars/AbCdEfGhIjKlMnOpQrStUv.png';

describe('local disk storage', () => {
  it('puts, gets and deletes by key, with the type from the key', async () => {
    const root = path.join(tempDir(), 'uploads');
    const storage = createLocalDiskStorage(root);
    await storage.put(KEY, Buffer.from('bytes'), 'image/png');
    expect(fs.readFileSync(path.join(root, KEY), 'utf8')).toBe('bytes');
    expect(await storage.get(KEY)).toEqual({
      body: Buffer.from('bytes'),
      contentType: 'image/png',
    });
    // Nothing half-written is left beside the file.
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual([path.basename(KEY)]);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses every key it did not make, so none reaches outside the root', async () => {
    const dir = tempDir();
    const root = path.join(dir, 'uploads');
    fs.writeFileSync(path.join(dir, 'outside.png'), 'secret');
    const storage = createLocalDiskStorage(root);
    const bad = [
      '../outside.png',
      'avatars/../../outside.png',
      'avatars/..%2F..%2Foutside.png',
      '/etc/passwd',
      path.join(dir, 'outside.png'),
      'avatars\\..\\..\\outside.png',
      'avatars/AbCdEfGhIjKlMnOpQrStUv.svg',
      'avatars/AbCdEfGhIjKlMnOpQrStUv.png/..',
      'avatars/short.png',
      'Avatars/AbCdEfGhIjKlMnOpQrStUv.png',
      'avatars/AbCdEfGhIjKlMnOpQrStUv.png\0.txt',
      '',
    ];
    for (const key of bad) {
      expect(isStorageKey(key), key).toBe(false);
      expect(await storage.get(key), key).toBeUndefined();
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow();
      await storage.delete(key);
    }
    expect(fs.readFileSync(path.join(dir, 'outside.png'), 'utf8')).toBe('secret');
    expect(fs.existsSync(root)).toBe(false);
  });
});
