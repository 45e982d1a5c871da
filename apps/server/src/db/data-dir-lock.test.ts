import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/test-app.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  it('refuses a DATA_DIR that a running process holds', () => {
    const dir = tempDir();
    // The test runner's parent is alive, so its pid stands for "another Heron".
    fs.writeFileSync(path.join(dir, 'heron.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'heron.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'heron.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'heron.pid'))).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'heron.pid'))).toBe(true);
    release();
  });
});
