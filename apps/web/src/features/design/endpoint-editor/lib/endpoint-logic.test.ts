import { describe, expect, it } from 'vitest';
import type { MediaType, Parameter } from '@heron/contract';
import { switchMediaType } from './body-kinds';
import { exampleValue, parseJsonText } from './example-text';
import { formFieldsOf, isPlainObjectSchema, schemaWithFormFields } from './form-fields';
import { jsonErrorOffset } from './json-error-offset';
import { replaceLocation } from './parameters';
import { syncPathParameters } from './path-parameters';
import { withType } from './schema-type';
import { isResponseStatus, newResponseStatus, nextFreeStatus } from './validation';

const param = (name: string, location: Parameter['in'], description = ''): Parameter => ({
  name,
  in: location,
  required: location === 'path',
  description,
});

describe('syncPathParameters', () => {
  it('returns the same array when the path parameters already match', () => {
    const parameters = [param('id', 'path'), param('q', 'query')];
    expect(syncPathParameters(parameters, '/a/{id}', () => undefined).parameters).toBe(parameters);
  });

  it('adds, drops and recalls path parameters, in path order, others kept', () => {
    const kept = param('b', 'path', 'kept');
    const recalled = param('c', 'path', 'recalled');
    const result = syncPathParameters(
      [param('q', 'query'), param('a', 'path'), kept],
      '/{c}/{b}/{d}',
      (name) => (name === 'c' ? recalled : undefined),
    );
    expect(result.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:c',
      'path:b',
      'path:d',
      'query:q',
    ]);
    expect(result.parameters[0]).toBe(recalled);
    expect(result.parameters[1]).toBe(kept);
    expect(result.parameters[2]).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(result.dropped.map((p) => p.name)).toEqual(['a']);
  });
});

describe('replaceLocation', () => {
  const a = param('a', 'query');
  const h = param('h', 'header');
  const b = param('b', 'query');

  it('fills the location’s places in order and appends added rows', () => {
    const c = param('c', 'query');
    expect(replaceLocation([a, h, b], 'query', [b, a, c]).map((p) => p.name)).toEqual([
      'b',
      'h',
      'a',
      'c',
    ]);
  });

  it('drops the place of a removed row', () => {
    expect(replaceLocation([a, h, b], 'query', [b]).map((p) => p.name)).toEqual(['h', 'b']);
  });
});

describe('switchMediaType', () => {
  const json: MediaType = {
    contentType: 'application/json',
    schema: { type: 'object' },
    examples: [{ name: 'x', value: 1 }],
  };

  it('carries the schema between JSON and XML, not the examples', () => {
    expect(switchMediaType(json, 'xml', undefined)).toEqual({
      contentType: 'application/xml',
      schema: { type: 'object' },
      examples: [],
    });
  });

  it('starts forms with an empty object schema and raw with nothing', () => {
    expect(switchMediaType(json, 'form-data', undefined).schema).toEqual({
      type: 'object',
      properties: {},
    });
    expect(switchMediaType(json, 'raw', undefined)).toEqual({
      contentType: 'text/plain',
      examples: [],
    });
  });

  it('prefers what the kind had earlier in the session', () => {
    const remembered: MediaType = { contentType: 'text/csv', example: 'a,b', examples: [] };
    expect(switchMediaType(json, 'raw', remembered)).toBe(remembered);
  });
});

describe('form fields', () => {
  const schema = {
    type: 'object',
    description: 'kept',
    properties: {
      name: { type: 'string', description: 'Name', examples: ['Ada', 'Grace'] },
      file: { type: 'string', format: 'binary' },
    },
    required: ['name', 'fromAllOf'],
  };

  it('reads rows and writes them back to the same schema', () => {
    const fields = formFieldsOf(schema);
    expect(fields[0]).toMatchObject({
      name: 'name',
      required: true,
      description: 'Name',
      example: 'Ada',
    });
    expect(schemaWithFormFields(schema, fields)).toEqual(schema);
  });

  it('keeps required names that are not rows, and example spelling', () => {
    const [name, file] = formFieldsOf(schema);
    const next = schemaWithFormFields(schema, [
      { ...name!, required: false, example: 'Alan' },
      { ...file!, required: true },
    ]);
    expect(next.required).toEqual(['fromAllOf', 'file']);
    const renamed = schemaWithFormFields(schema, [{ ...name!, name: 'fullName' }, file!]);
    expect(renamed.required).toEqual(['fromAllOf', 'fullName']);
    expect(Object.keys(renamed.properties as object)).toEqual(['fullName', 'file']);
    expect((next.properties as Record<string, unknown>).name).toEqual({
      type: 'string',
      description: 'Name',
      examples: ['Alan', 'Grace'],
    });
  });

  it('tells plain object schemas from the rest', () => {
    expect(isPlainObjectSchema(undefined)).toBe(true);
    expect(isPlainObjectSchema({ type: 'object', properties: {} })).toBe(true);
    expect(isPlainObjectSchema({ $ref: '#/components/schemas/User' })).toBe(false);
    expect(isPlainObjectSchema({ allOf: [] })).toBe(false);
    expect(isPlainObjectSchema({ type: 'array' })).toBe(false);
  });
});

describe('withType', () => {
  it('keeps the rest of the schema and nullability, drops what belonged to the old type', () => {
    expect(
      withType({ type: ['string', 'null'], format: 'email', description: 'd' }, 'array'),
    ).toEqual({
      type: ['array', 'null'],
      description: 'd',
      items: { type: 'string' },
    });
    expect(withType({ $ref: '#/components/schemas/User' }, 'file')).toEqual({
      type: 'string',
      format: 'binary',
    });
  });
});

describe('examples as text', () => {
  it('types a cell by the field type', () => {
    expect(exampleValue('42', 'integer')).toBe(42);
    expect(exampleValue('42', 'string')).toBe('42');
    expect(exampleValue('not json', 'object')).toBe('not json');
    expect(exampleValue('', 'integer')).toBeUndefined();
  });

  it('says where JSON text goes wrong', () => {
    expect(parseJsonText('{\n  "id": \n}')).toEqual({ ok: false, line: 3, column: 1 });
    expect(parseJsonText('[1,]')).toEqual({ ok: false, line: 1, column: 4 });
    expect(parseJsonText('{"a": 1')).toEqual({ ok: false, line: 1, column: 8 });
    expect(parseJsonText('  ')).toEqual({ ok: true, value: undefined });
    expect(parseJsonText('{"a": [1, "x\\n"]}')).toEqual({ ok: true, value: { a: [1, 'x\n'] } });
  });

  it('finds the offset of the first wrong character, or -1', () => {
    for (const text of ['{}', '[]', '"\\u00e9"', '-1.5e3', 'true', ' null ', '{"a":{"b":[]}}']) {
      expect(jsonErrorOffset(text)).toBe(-1);
    }
    expect(jsonErrorOffset('{"a":1}x')).toBe(7);
    expect(jsonErrorOffset("{'a':1}")).toBe(1);
    expect(jsonErrorOffset('"\\q"')).toBe(1);
    expect(jsonErrorOffset('tru')).toBe(0);
  });
});

describe('response statuses', () => {
  it('accepts codes, ranges and default only', () => {
    for (const status of ['200', '404', '4XX', 'default'])
      expect(isResponseStatus(status)).toBe(true);
    for (const status of ['2000', '600', '4xx', 'Default', ''])
      expect(isResponseStatus(status)).toBe(false);
  });

  it('picks free statuses', () => {
    expect(newResponseStatus(['200'])).toBe('201');
    expect(nextFreeStatus('200', ['200', '201'])).toBe('202');
    expect(nextFreeStatus('4XX', ['4XX'])).toBe('default');
  });
});
