import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The unit project runs its files in shared workers (isolate: false in vitest.config.ts): a
// module one file mocks, or a global it stubs, would still be mocked for the files after it.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['packages/contract/src', 'packages/engine/src', 'apps/cli/src'];
const SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the unit tests, which share their workers', () => {
  it('mock no module, stub no global and fake no clock', () => {
    const files = FOLDERS.flatMap((folder) => testFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => file !== import.meta.filename)
      .filter((file) => SHARED_STATE.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
