import { describe, expect, it } from 'vitest';
import { ImportBudget } from '../import/import-budget.js';
import { IssueList } from './issue-list.js';
import { isObject } from './json-value.js';
import { downgradeSchema } from './schema-dialect.js';
import { passSchemas } from './schema-pass.js';

/** A 3.0 schema in the 3.1 dialect, converted by the import's own schema pass. */
function upgrade(schema: unknown): unknown {
  const document = { components: { schemas: { A: {}, S: schema } } };
  const out = passSchemas(document, {
    family: '3.x',
    fromDialect30: true,
    declares31: false,
    modelNames: new Set(['A', 'S']),
    issues: new IssueList(),
    budget: new ImportBudget(),
  });
  return isObject(out) && isObject(out.components) && isObject(out.components.schemas)
    ? out.components.schemas.S
    : undefined;
}

// [3.0 schema, the same schema in the 3.1 dialect]
const PAIRS: [string, unknown, unknown][] = [
  ['nullable with a type', { type: 'string', nullable: true }, { type: ['string', 'null'] }],
  [
    'nullable without a type',
    { allOf: [{ $ref: '#/components/schemas/A' }], nullable: true, description: 'd' },
    {
      anyOf: [{ allOf: [{ $ref: '#/components/schemas/A' }], description: 'd' }, { type: 'null' }],
    },
  ],
  [
    'nullable beside a $ref',
    { $ref: '#/components/schemas/A', nullable: true },
    { anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] },
  ],
  ['nullable alone', { nullable: true }, { anyOf: [{}, { type: 'null' }] }],
  ['exclusive minimum', { minimum: 1, exclusiveMinimum: true }, { exclusiveMinimum: 1 }],
  [
    'exclusive maximum',
    { type: 'number', maximum: 9, exclusiveMaximum: true },
    { type: 'number', exclusiveMaximum: 9 },
  ],
  ['an exclusive flag without its bound', { exclusiveMinimum: true }, { exclusiveMinimum: true }],
  [
    'nested schemas',
    {
      type: 'object',
      properties: { a: { type: 'integer', nullable: true } },
      items: { nullable: true, enum: ['x'] },
    },
    {
      type: 'object',
      properties: { a: { type: ['integer', 'null'] } },
      items: { anyOf: [{ enum: ['x'] }, { type: 'null' }] },
    },
  ],
  [
    'what 3.1 has and 3.0 hides',
    { 'x-oas31-const': 1, 'x-oas31-type': ['string', 'integer'] },
    { const: 1, type: ['string', 'integer'] },
  ],
  [
    'nothing to change',
    { type: 'object', required: ['a'], 'x-e': 1 },
    { type: 'object', required: ['a'], 'x-e': 1 },
  ],
];

// 3.1 schemas that 3.0 cannot say directly: they must come back unchanged.
const ONLY_31: [string, unknown][] = [
  ['a list of types', { type: ['string', 'integer'] }],
  ['null first', { type: ['null', 'string'] }],
  ['one type in a list', { type: ['string'] }],
  ['the null type alone', { type: 'null' }],
  ['null first in anyOf', { anyOf: [{ type: 'null' }, { type: 'string' }] }],
  [
    'anyOf with a typed schema and null',
    { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
  ],
  [
    'anyOf with a bare allOf',
    { anyOf: [{ allOf: [{ $ref: '#/components/schemas/A' }] }, { type: 'null' }], title: 't' },
  ],
  [
    'const, examples and $defs',
    { const: 'a', examples: ['a'], $defs: { b: { type: ['string', 'null'] } } },
  ],
  [
    'prefixItems and if/then/else',
    { prefixItems: [{ type: 'string' }], if: { minimum: 1 }, then: {}, else: false },
  ],
  ['a 3.0 keyword written in 3.1', { type: 'string', nullable: true }],
  ['a boolean exclusive bound with its bound', { minimum: 2, exclusiveMinimum: true }],
  ['exclusive bound beside the plain one', { minimum: 1, exclusiveMinimum: 2 }],
  ['boolean schemas', { properties: { a: true, b: false }, additionalProperties: false }],
];

describe('schema dialects', () => {
  it.each(PAIRS)('3.0 → 3.1 → 3.0: %s', (_name, schema30, schema31) => {
    expect(upgrade(schema30)).toEqual(schema31);
    expect(downgradeSchema(schema31)).toEqual(schema30);
  });

  it.each(ONLY_31)('3.1 → 3.0 → 3.1 keeps %s', (_name, schema) => {
    const written = downgradeSchema(schema);
    expect(upgrade(written)).toEqual(schema);
    // What 3.0 cannot say is hidden in x-oas31-* extensions, never written as 3.0 keywords.
    expect(JSON.stringify(written)).not.toMatch(/"(const|examples|\$defs|prefixItems|if)":/);
  });

  it('drops only the defaults nullable: false and exclusiveMinimum: false', () => {
    expect(
      upgrade({ type: 'string', nullable: false, minimum: 1, exclusiveMinimum: false }),
    ).toEqual({ type: 'string', minimum: 1 });
  });
});
