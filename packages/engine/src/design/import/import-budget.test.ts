import { IMPORT_FORMATS } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { readOpenApi } from '../openapi/import-openapi.js';
import { DEFAULT_LIMITS, type ImportLimits } from '../openapi/limits.js';
import { ImportBudget } from './import-budget.js';
import { importDesign } from './index.js';
import { FORMAT_SHAPES, yamlAliasBomb } from './test-support/samples.js';

const limits = (changes: Partial<ImportLimits>): ImportLimits => ({
  ...DEFAULT_LIMITS,
  ...changes,
});
const file = (name: string, text: string) => ({ name, text });

describe('issue 19: a YAML alias bomb is refused by every importer that reads YAML', () => {
  const formats = IMPORT_FORMATS.filter((format) => format !== 'curl');

  // 10 levels, each naming the one below 9 times: 3.5 billion values in about 550 bytes held
  // the event loop for over 7 minutes as a Postman, HAR or Heron file.
  it.each(formats)('%s: 10 levels × 9 are TOO_COMPLEX, at the first alias', async (format) => {
    const { head, place } = FORMAT_SHAPES[format];
    const text = yamlAliasBomb(10, 9, place, head);
    const result = await importDesign({ files: [file('bomb.yaml', text)] }, { format });
    expect(result.bundle).toBeNull();
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'TOO_COMPLEX',
        file: 'bomb.yaml',
        // `a1: &a1 [*a0, …`: the line after the first anchor, at its first `*`.
        line: head.split('\n').length + 1,
        column: 10,
        message: expect.stringMatching(/^YAML aliases repeat values so often that this file/),
      }),
    ]);
  });
});

describe('ImportBudget', () => {
  it('counts aliases of lists and objects, not of scalars, and stops at the one over', () => {
    const budget = new ImportBudget(limits({ maxAliases: 3 }));
    const scalars = 'a: &a x\nb: [*a, *a, *a, *a, *a]\n';
    expect(budget.read(file('s.yaml', scalars)).ok).toBe(true);
    const lists = 'a: &a [1]\nb: *a\nc: *a\nd:\n  - *a\n  - *a\n';
    expect(budget.read(file('l.yaml', lists))).toMatchObject({
      ok: false,
      issue: {
        code: 'TOO_COMPLEX',
        file: 'l.yaml',
        line: 6,
        column: 5,
        message:
          'The file uses more than 3 YAML aliases of lists or objects; an import reads at most 3.',
      },
    });
  });

  it('reads text that only looks like it has anchors, and JSON, without counting aliases', () => {
    const budget = new ImportBudget(limits({ maxAliases: 0 }));
    expect(budget.read(file('a.yaml', 'q: "a &b c"\nurl: https://x.test/?a=1&b=2\n')).ok).toBe(
      true,
    );
    expect(budget.read(file('a.json', '{"a": "&x *x"}')).ok).toBe(true);
  });

  it('counts the values of all files together', () => {
    const budget = new ImportBudget(limits({ maxNodes: 10 }));
    expect(budget.read(file('a.json', '[1, 2, 3, 4, 5]')).ok).toBe(true);
    expect(budget.read(file('b.json', '[1, 2, 3, 4, 5]'))).toMatchObject({
      ok: false,
      issue: {
        code: 'TOO_COMPLEX',
        file: 'b.json',
        message: 'The source holds more than 10 values; an import reads at most 10.',
      },
    });
  });

  it('refuses nesting deeper than the limit as TOO_DEEP, in YAML at its line, in JSON at its pointer', () => {
    const budget = new ImportBudget(limits({ maxDepth: 5 }));
    expect(budget.read(file('a.yaml', 'a:\n  b: [[[[[[1]]]]]]\n'))).toMatchObject({
      ok: false,
      issue: { code: 'TOO_DEEP', file: 'a.yaml', line: 2 },
    });
    expect(budget.read(file('a.json', '{"a": {"b": [[[[1]]]]}}'))).toMatchObject({
      ok: false,
      issue: { code: 'TOO_DEEP', file: 'a.json', pointer: '/a/b/0/0/0' },
    });
    // js-yaml's own limit is one past ours: what ours allows, it allows.
    const deepest = `a: ${'['.repeat(4)}1${']'.repeat(4)}\n`;
    expect(budget.read(file('b.yaml', deepest)).ok).toBe(true);
  });

  it('says which limit a source of too many files or bytes is over', () => {
    expect(
      new ImportBudget(limits({ maxFiles: 1 })).count([file('a', ''), file('b', '')]),
    ).toMatchObject({ code: 'TOO_MANY_FILES' });
    const bytes = new ImportBudget(limits({ maxBytes: 10 }));
    expect(bytes.count([file('a', '12345')])).toBeNull();
    expect(bytes.count([file('b', 'é€😀')])).toMatchObject({
      code: 'TOO_LARGE',
      message: 'The source is larger than 0.0 MB; imports are limited to 0.0 MB.',
    });
  });

  it('pays for copies with everything they hold, and refuses once over', () => {
    const budget = new ImportBudget(limits({ maxWork: 10 }));
    const value = { a: [1, 2], b: 'x' };
    expect(budget.spendOnCopies(value)).toBe(true);
    expect(budget.spendOnCopies(value)).toBe(true);
    expect(budget.isFirstRefusal()).toBe(false);
    expect(budget.spendOnCopies(value)).toBe(false);
    expect(budget.isFirstRefusal()).toBe(true);
    expect(budget.isFirstRefusal()).toBe(false);
  });
});

describe('issue 19: references that repeat a part of a description are paid for', () => {
  const yamlHead = 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\n';

  it('a response shared by every operation, repeated past the work budget, is TOO_COMPLEX', async () => {
    const paths = Array.from(
      { length: 6 },
      (_, i) =>
        `  /p${i}:\n    get:\n      responses:\n        "200": {$ref: "#/components/responses/Big"}\n`,
    ).join('');
    const text = `${yamlHead}paths:\n${paths}components:\n  responses:\n    Big:\n      description: big\n      content:\n        application/json:\n          schema: {type: string, enum: [a, b, c, d, e, f, g, h]}\n`;
    const small = await readOpenApi(
      { files: [file('api.yaml', text)] },
      {},
      limits({ maxWork: 80 }),
    );
    expect(small.bundle).toBeNull();
    expect(small.issues).toEqual([
      expect.objectContaining({
        code: 'TOO_COMPLEX',
        pointer: '/paths/~1p5/get/responses/200',
        message:
          'A response that references repeat would copy more than 80 values into the design; the document is too complex to import.',
      }),
    ]);
    const enough = await readOpenApi({ files: [file('api.yaml', text)] }, {}, DEFAULT_LIMITS);
    expect(enough.issues).toEqual([]);
  });

  it('a schema a reference copies in, past the work budget, is TOO_COMPLEX', async () => {
    const refs = Array.from(
      { length: 6 },
      (_, i) => `        f${i}: {$ref: "#/components/schemas/A/properties/big"}\n`,
    ).join('');
    const text = `${yamlHead}paths: {}\ncomponents:\n  schemas:\n    A:\n      properties:\n        big: {type: string, enum: [a, b, c, d, e, f, g, h]}\n    B:\n      properties:\n${refs}`;
    const result = await readOpenApi(
      { files: [file('api.yaml', text)] },
      {},
      limits({ maxWork: 40 }),
    );
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: 'TOO_COMPLEX',
        pointer: '/components/schemas/B/properties/f3',
      }),
    ]);
  });

  it('Swagger 2.0: a schema repeated for each of many content types is paid for', async () => {
    const produces = Array.from({ length: 50 }, (_, i) => `application/x${i}+json`);
    const text = JSON.stringify({
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      produces,
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                schema: { type: 'object', properties: { a: {}, b: {} } },
              },
            },
          },
        },
      },
    });
    const result = await readOpenApi(
      { files: [file('api.json', text)] },
      {},
      limits({ maxWork: 100 }),
    );
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: 'TOO_COMPLEX',
        pointer: '/paths/~1a/get/responses/200',
        line: 1,
      }),
    ]);
  });
});
