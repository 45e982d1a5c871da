import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, MAIN_THREAD_PACKAGES, SERVER_SRC } from '../../test/import-graph.js';

// Each worker thread loads its task module afresh; one that pulled in the database layer or
// Fastify (through another module's index.ts, say) would pay for them at every worker start.
const TASKS = fs
  .readdirSync(path.join(SERVER_SRC, 'modules'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-task.ts'))
  .map((file) => path.join('modules', file));

describe('task modules, loaded on worker threads', () => {
  it('are found', () => {
    expect(TASKS).toEqual(
      expect.arrayContaining([
        'modules/design-transfer/export-task.ts',
        'modules/mock/mock-host-task.ts',
      ]),
    );
  });

  it.each(TASKS)('%s loads no database or Fastify code', (task) => {
    const { files, packages } = importGraph(task);
    expect(files.filter((file) => file.startsWith('db/'))).toEqual([]);
    expect(packages.filter((name) => MAIN_THREAD_PACKAGES.test(name))).toEqual([]);
  });
});
