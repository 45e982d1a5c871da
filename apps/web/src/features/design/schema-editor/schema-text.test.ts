import { describe, expect, it } from 'vitest';
import { formatSchemaText, parseSchemaText, sameJson } from './schema-text';

const schema = {
  type: 'object',
  properties: {
    when: { type: 'string', default: '2024-01-01' },
    code: { type: 'string', enum: ['007', 'yes'] },
  },
  'x-tag': { $ref: '#/components/schemas/Pet' },
};

describe('formatSchemaText / parseSchemaText', () => {
  it('round-trips JSON and YAML, keeping key order', () => {
    for (const syntax of ['json', 'yaml'] as const) {
      const text = formatSchemaText(schema, syntax);
      const parsed = parseSchemaText(text, syntax);
      expect(parsed).toEqual({ ok: true, value: schema });
      expect(sameJson(parsed.ok && parsed.value, schema)).toBe(true);
    }
  });

  it('writes JSON with two spaces, and YAML that other readers take as strings', () => {
    expect(formatSchemaText({ type: 'string' }, 'json')).toBe('{\n  "type": "string"\n}');
    const yaml = formatSchemaText(schema, 'yaml');
    expect(yaml).toContain("default: '2024-01-01'");
    expect(yaml).toContain("- '007'");
  });

  it('reads YAML dates and numbers-like words as JSON values, never Date objects', () => {
    expect(parseSchemaText('default: 2024-01-01\nconst: yes', 'yaml')).toEqual({
      ok: true,
      value: { default: '2024-01-01', const: 'yes' },
    });
  });

  it('points at the line and column of a JSON error', () => {
    expect(parseSchemaText('{\n  "type": "string",\n}', 'json')).toEqual({
      ok: false,
      error: { kind: 'json', reason: 'unexpectedCharacter', line: 3, column: 1 },
    });
  });

  it('points at the line and column of a YAML error', () => {
    const outcome = parseSchemaText('type: object\nproperties:\n  a: [1, 2\n', 'yaml');
    expect(outcome.ok).toBe(false);
    if (outcome.ok || outcome.error.kind !== 'yaml') throw new Error('expected a YAML error');
    expect(outcome.error.line).toBe(4);
    expect(outcome.error.reason).toMatch(/flow collection/);
  });

  it('refuses values that are not schemas, and absurd nesting', () => {
    for (const text of ['[1]', '"x"', '12', 'null']) {
      expect(parseSchemaText(text, 'json')).toEqual({ ok: false, error: { kind: 'notSchema' } });
    }
    expect(parseSchemaText('', 'yaml')).toEqual({ ok: false, error: { kind: 'notSchema' } });
    expect(parseSchemaText('true', 'json')).toEqual({ ok: true, value: true });
    const deep = '{"a":'.repeat(300) + '{}' + '}'.repeat(300);
    expect(parseSchemaText(deep, 'json')).toEqual({
      ok: false,
      error: { kind: 'tooDeep', maxDepth: 200 },
    });
  });
});

describe('sameJson', () => {
  it('sees key order as a difference', () => {
    expect(sameJson({ a: 1, b: 2 }, { a: 1, b: 2 })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
  });
});
