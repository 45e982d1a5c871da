import { describe, expect, it } from 'vitest';
import { BREAKING } from './change-breaking.js';
import type { SchemaChange, SchemaChangeKind } from './diff-schemas.js';
import { codeOfSchemaChange, type SchemaPlace } from './schema-change-codes.js';

const KINDS: SchemaChangeKind[] = [
  'property-removed',
  'property-added',
  'property-required-added',
  'property-made-required',
  'property-made-optional',
  'type-changed',
  'type-widened',
  'type-narrowed',
  'enum-changed',
  'description-changed',
  'example-changed',
];

const FLAGS: [boolean, boolean][] = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
];

describe('codeOfSchemaChange', () => {
  // A fixed code carries its own `breaking`: it must be what the schema differ judged for the
  // direction of the place, or a request and a response would disagree with the code's table.
  it.each(['request', 'parameter', 'response'] as SchemaPlace[])(
    'a %s code is breaking exactly when the change breaks that direction',
    (place) => {
      for (const kind of KINDS) {
        for (const [breaksRequests, breaksResponses] of FLAGS) {
          if (kind !== 'enum-changed' && !consistent(kind, breaksRequests, breaksResponses))
            continue;
          const change: SchemaChange = {
            kind,
            path: '',
            before: null,
            after: null,
            breaksRequests,
            breaksResponses,
          };
          const placed = codeOfSchemaChange(change, place);
          expect(placed.byUse, `${place} ${kind}`).toBe(false);
          const expected = place === 'response' ? breaksResponses : breaksRequests;
          if (placed.byUse) continue;
          expect(BREAKING[placed.code], `${place} ${kind} → ${placed.code}`).toBe(expected);
        }
      }
    },
  );

  it('gives models MODEL_* codes, and the annotations their own', () => {
    const change = (kind: SchemaChangeKind): SchemaChange => ({
      kind,
      path: '',
      before: null,
      after: null,
      breaksRequests: false,
      breaksResponses: false,
    });
    const codes = KINDS.map((kind) => codeOfSchemaChange(change(kind), 'model').code);
    expect(codes).toEqual([
      'MODEL_PROPERTY_REMOVED',
      'MODEL_PROPERTY_ADDED',
      'MODEL_PROPERTY_REQUIRED_ADDED',
      'MODEL_PROPERTY_MADE_REQUIRED',
      'MODEL_PROPERTY_MADE_OPTIONAL',
      'MODEL_TYPE_CHANGED',
      'MODEL_TYPE_CHANGED',
      'MODEL_TYPE_CHANGED',
      'MODEL_ENUM_CHANGED',
      'DESCRIPTION_CHANGED',
      'EXAMPLE_CHANGED',
    ]);
  });
});

// The flags the differ gives each kind (all but enums, whose flags depend on the values).
function consistent(kind: SchemaChangeKind, requests: boolean, responses: boolean): boolean {
  const expected: Record<string, [boolean, boolean]> = {
    'property-removed': [true, true],
    'property-added': [false, false],
    'property-required-added': [true, false],
    'property-made-required': [true, false],
    'property-made-optional': [false, true],
    'type-changed': [true, true],
    'type-widened': [false, true],
    'type-narrowed': [true, false],
    'description-changed': [false, false],
    'example-changed': [false, false],
  };
  const [r, s] = expected[kind]!;
  return r === requests && s === responses;
}
