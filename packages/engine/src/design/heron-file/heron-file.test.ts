import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { exportDesign } from '../export.js';
import { importDesign } from '../import/index.js';
import { comparableBundle } from '../import/test-support/comparable-bundle.js';
import { exportHeronFile, HERON_PROJECT_KIND, importHeronFile } from './heron-file.js';

/** Written documents, reached into freely by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const hasFixtures = existsSync(join(FIXTURES, 'postman'));
if (!hasFixtures)
  console.warn(`Fixtures not found at ${FIXTURES}: the fixture round trip is skipped.`);

function design(): DesignBundle {
  return designBundleSchema.parse({
    meta: {
      info: { title: 'Notes', version: '2' },
      servers: [{ url: 'https://notes.test', variables: { region: { default: 'eu' } } }],
      extra: { 'x-heron-environments': [{ name: 'Dev', variables: [] }] },
    },
    folders: [
      {
        key: 'f1',
        parentKey: null,
        section: 'api',
        name: 'Notes',
        data: { description: 'All notes' },
      },
      { key: 'f2', parentKey: null, section: 'model', name: 'Types', data: {} },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'f1',
        name: 'List notes',
        data: {
          method: 'get',
          path: '/notes',
          status: 'testing',
          ownerId: '0b9e8f1c-2f5e-4c1a-9a47-5f0b7e0e2a11',
          responses: [
            {
              status: '200',
              content: [
                {
                  contentType: 'application/json',
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Note' } },
                },
              ],
            },
          ],
        },
      },
    ],
    models: [
      {
        key: 'm1',
        folderKey: 'f2',
        name: 'Note',
        data: { schema: { type: 'object', properties: { text: { type: 'string' } } } },
      },
    ],
    docs: [{ key: 'd1', folderKey: 'f1', name: 'About', data: { content: '**Notes** API' } }],
  });
}

async function importText(text: string) {
  return importHeronFile({ files: [{ name: 'project.heron.json', text }] }, {});
}

describe('Heron project file', () => {
  it('writes a versioned envelope', () => {
    const file = exportHeronFile(design());
    expect(file).toMatchObject({
      kind: HERON_PROJECT_KIND,
      version: 1,
      generator: 'heron',
      bundle: design(),
    });
    expect(Date.parse(file.exportedAt!)).not.toBeNaN();
  });

  it('gives back exactly the same bundle through JSON and YAML', async () => {
    for (const syntax of ['json', 'yaml'] as const) {
      const file = exportDesign(design(), { format: 'heron', syntax });
      expect(file.fileName).toBe(`Notes.heron.${syntax}`);
      const result = await importDesign({ files: [{ name: file.fileName, text: file.text }] });
      expect(result.format).toBe('heron');
      expect(result.issues).toEqual([]);
      expect(result.bundle).toEqual(design());
    }
  });

  const sources = hasFixtures
    ? [
        ...readdirSync(join(FIXTURES, 'postman'))
          .filter((name) => !name.includes('environment') && !name.includes('v1'))
          .map((name) => join('postman', name)),
        ...readdirSync(join(FIXTURES, 'har')).map((name) => join('har', name)),
      ]
    : [];
  it.skipIf(!hasFixtures).each(sources)(
    '%s: import → Heron file (JSON, YAML) → import gives the same design',
    async (name) => {
      const imported = await importDesign({
        files: [{ name: basename(name), text: readFileSync(join(FIXTURES, name), 'utf8') }],
      });
      expect(imported.bundle).not.toBeNull();
      for (const syntax of ['json', 'yaml'] as const) {
        const text = exportDesign(imported.bundle!, { format: 'heron', syntax }).text;
        const again = await importText(text);
        expect(again.issues).toEqual([]);
        expect(comparableBundle(again.bundle!)).toEqual(comparableBundle(imported.bundle!));
      }
    },
  );

  it('refuses a file from a newer Heron instead of half-reading it', async () => {
    const result = await importText(
      JSON.stringify({ kind: HERON_PROJECT_KIND, version: 2, bundle: {} }),
    );
    expect(result.bundle).toBeNull();
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'NEWER_VERSION',
        pointer: '/version',
        line: 1,
        column: 25, // the member `"version": 2`
      }),
    ]);
    expect(result.issues[0]!.message).toContain('newer Heron');
  });

  it.each([
    ['another kind', { kind: 'heron-environment', version: 1 }, 'WRONG_KIND', '/kind'],
    ['no version', { kind: HERON_PROJECT_KIND, bundle: {} }, 'MISSING_VERSION', '/version'],
    ['an array', [1], 'NOT_AN_OBJECT', ''],
  ])('refuses %s', async (_label, value, code, pointer) => {
    const result = await importText(JSON.stringify(value));
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({ severity: 'error', code, pointer });
  });

  it('points at every shape problem with its pointer, line and column', async () => {
    const file = exportHeronFile(design()) as unknown as { bundle: Loose };
    file.bundle.endpoints[0].data.path = 'notes';
    file.bundle.endpoints[0].data.responses[0].status = '2000';
    delete file.bundle.models[0].name;
    const text = JSON.stringify(file, null, 2);
    const result = await importText(text);
    expect(result.bundle).toBeNull();
    const byPointer = Object.fromEntries(result.issues.map((issue) => [issue.pointer, issue]));
    expect(Object.keys(byPointer).sort()).toEqual([
      '/bundle/endpoints/0/data/path',
      '/bundle/endpoints/0/data/responses/0/status',
      '/bundle/models/0/name',
    ]);
    const path = byPointer['/bundle/endpoints/0/data/path']!;
    expect(path.message).toBe('"bundle.endpoints.0.data.path": a path must start with "/".');
    const lines = text.split('\n');
    expect(lines[path.line! - 1]!.slice(path.column! - 1)).toBe('"path": "notes",');
    expect(byPointer['/bundle/endpoints/0/data/responses/0/status']!.message).toContain(
      'a response status is a code',
    );
    // A missing field has no place of its own: the pointer names it.
    expect(byPointer['/bundle/models/0/name']!.message).toMatch(/expected string/);
  });

  it('issue 19: checks a chain of 20,000 folders in one pass, naming those inside themselves', async () => {
    const file = exportHeronFile(design()) as unknown as { bundle: Loose };
    const chain = Array.from({ length: 20_000 }, (_, i) => ({
      key: `c${i}`,
      parentKey: i === 0 ? null : `c${i - 1}`,
      section: 'api',
      name: `C${i}`,
      data: {},
    }));
    // The last three go round: c19999 → c19998 → c19997 → c19999.
    chain[19_997]!.parentKey = 'c19999';
    file.bundle.folders.push(...chain);
    const result = await importText(JSON.stringify(file));
    expect(result.issues.map((issue) => [issue.code, issue.pointer])).toEqual(
      [19_997, 19_998, 19_999].map((i) => ['FOLDER_CYCLE', `/bundle/folders/${i + 2}/parentKey`]),
    );
  });

  it('points at shape problems of a YAML file too', async () => {
    const file = exportHeronFile(design()) as unknown as { bundle: Loose };
    file.bundle.folders[0].section = 'docs';
    const result = await importText(dump(file));
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'INVALID_SHAPE',
        pointer: '/bundle/folders/0/section',
      }),
    ]);
  });

  it('refuses folders and names that could not be stored', async () => {
    const file = exportHeronFile(design()) as unknown as { bundle: Loose };
    file.bundle.endpoints[0].folderKey = 'nope';
    file.bundle.docs[0].folderKey = 'f2';
    file.bundle.folders[0].parentKey = 'f1';
    file.bundle.models.push({ ...file.bundle.models[0], key: 'm2' });
    const result = await importText(JSON.stringify(file));
    expect(result.bundle).toBeNull();
    expect(result.issues.map((issue) => [issue.code, issue.pointer])).toEqual([
      ['FOLDER_CYCLE', '/bundle/folders/0/parentKey'],
      ['UNKNOWN_FOLDER', '/bundle/endpoints/0/folderKey'],
      ['WRONG_SECTION', '/bundle/docs/0/folderKey'],
      ['DUPLICATE_MODEL_NAME', '/bundle/models/1/name'],
    ]);
  });

  it('gives the line and column of syntax errors in JSON and YAML', async () => {
    expect(
      (await importText('{\n "kind": "heron-project",\n "version": 1,,\n}')).issues[0],
    ).toMatchObject({
      code: 'SYNTAX',
      line: 3,
      column: 15,
    });
    expect((await importText('kind: heron-project\nversion: [1\n')).issues[0]).toMatchObject({
      code: 'SYNTAX',
      line: 3,
    });
    expect((await importText('')).issues[0]).toMatchObject({ code: 'EMPTY' });
  });
});
