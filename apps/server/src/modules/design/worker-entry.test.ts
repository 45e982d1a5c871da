import { describe, expect, it } from 'vitest';
import { importGraph, MAIN_THREAD_PACKAGES } from '../../../test/import-graph.js';

describe("the design module's worker entry", () => {
  it('loads no database, Fastify or service code, which a worker thread has no use for', () => {
    const { files, packages } = importGraph('modules/design/worker-entry.ts');
    expect(files).toContain('modules/design/build-project-bundle.ts');
    expect(files.filter((file) => file.startsWith('db/'))).toEqual([]);
    expect(packages.filter((name) => MAIN_THREAD_PACKAGES.test(name))).toEqual([]);
    // The files behind the rest of index.ts: routes, services, the live design.
    expect(files.filter((file) => /-(routes|service)\.ts$|live-design\.ts$/.test(file))).toEqual(
      [],
    );
  });

  it('is a check that can fail: the whole index does load the database', () => {
    const { files, packages } = importGraph('modules/design/index.ts');
    expect(files.some((file) => file.startsWith('db/'))).toBe(true);
    expect(packages.some((name) => MAIN_THREAD_PACKAGES.test(name))).toBe(true);
  });
});
