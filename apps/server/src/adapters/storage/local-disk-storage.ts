import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isStorageKey, type FileStorage } from './file-storage.js';

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/**
 * Files on the local disk, under `root` (by default `DATA_DIR/uploads`). Fine for one server;
 * several servers behind a load balancer need a shared store behind the same interface.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  // Keys are checked against the key pattern, and the resolved path must stay under the root:
  // two locks on the same door, so a bad key can never name a file elsewhere.
  const fileOf = (key: string): string | undefined => {
    if (!isStorageKey(key)) return undefined;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : undefined;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      if (!file) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(partial, body, { flag: 'wx' });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      const contentType = contentTypeOfKey(key);
      if (!file || !contentType) return undefined;
      try {
        return { body: await fs.readFile(file), contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      if (!file) return;
      await fs.rm(file, { force: true });
    },
  };
}
