import { DOC_CHANGE_CODES, type DocChange, type DocChangeCode } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { BREAKING, BY_USE_CODES } from './change-breaking.js';
import { diffDesigns } from './diff-designs.js';
import {
  design,
  endpoint,
  json,
  modelDiff,
  object,
  ok,
  requestDiff,
  responseDiff,
} from './test-support/design-builders.js';

// Every code, made by the smallest pair of designs that shows it, with the change expected. The
// table is a Record of every code, so a code added to the contract fails to compile here until
// it has a case.
type Case = { changes: () => DocChange[]; expected: Partial<DocChange> };

const get = (input: Parameters<typeof endpoint>[2] = {}) => endpoint('get', '/a', input);
const endpoints = (before: Parameters<typeof endpoint>[2], after: Parameters<typeof endpoint>[2]) =>
  diffDesigns(design({ endpoints: [get(before)] }), design({ endpoints: [get(after)] }));
const query = (
  name: string,
  required = false,
  schema: Record<string, unknown> = { type: 'string' },
) => ({
  name,
  in: 'query' as const,
  required,
  schema,
});
const body = (required: boolean, contentType = 'application/json') => ({
  required,
  content: [{ contentType, schema: { type: 'object' } }],
});
const withResponse = (response: Parameters<typeof ok>[0]) => ({ responses: [ok(response)] });

const CASES: Record<DocChangeCode, Case> = {
  ENDPOINT_REMOVED: {
    changes: () => diffDesigns(design({ endpoints: [get()] }), design()),
    expected: { breaking: true, endpoint: { method: 'get', path: '/a' } },
  },
  PARAMETER_REMOVED: {
    changes: () => endpoints({ parameters: [query('q')] }, {}),
    expected: { breaking: true, location: 'query.q', before: 'string' },
  },
  PARAMETER_REQUIRED_ADDED: {
    changes: () => endpoints({}, { parameters: [query('q', true)] }),
    expected: { breaking: true, location: 'query.q', after: 'string' },
  },
  PARAMETER_MADE_REQUIRED: {
    changes: () => endpoints({ parameters: [query('q')] }, { parameters: [query('q', true)] }),
    expected: { breaking: true, location: 'query.q' },
  },
  PARAMETER_TYPE_CHANGED: {
    changes: () =>
      endpoints(
        { parameters: [query('q', false, { type: 'string' })] },
        { parameters: [query('q', false, { type: 'integer' })] },
      ),
    expected: { breaking: true, location: 'query.q', before: 'string', after: 'integer' },
  },
  REQUEST_BODY_ADDED_REQUIRED: {
    changes: () => endpoints({}, { requestBody: body(true) }),
    expected: { breaking: true, location: 'body', after: 'application/json' },
  },
  REQUEST_BODY_MADE_REQUIRED: {
    changes: () => endpoints({ requestBody: body(false) }, { requestBody: body(true) }),
    expected: { breaking: true, location: 'body' },
  },
  REQUEST_BODY_REMOVED: {
    changes: () => endpoints({ requestBody: body(false) }, {}),
    expected: { breaking: true, location: 'body', before: 'application/json' },
  },
  REQUEST_CONTENT_TYPE_REMOVED: {
    changes: () =>
      endpoints(
        { requestBody: { content: [...body(true).content, ...body(true, 'text/plain').content] } },
        { requestBody: { content: body(true, 'text/plain').content } },
      ),
    expected: { breaking: true, location: 'body application/json' },
  },
  REQUEST_PROPERTY_REQUIRED_ADDED: {
    changes: () => requestDiff(object({}), object({ id: { type: 'integer' } }, ['id'])),
    expected: { breaking: true, location: 'body application/json: id', after: 'integer' },
  },
  REQUEST_PROPERTY_MADE_REQUIRED: {
    changes: () => requestDiff(object({ id: {} }), object({ id: {} }, ['id'])),
    expected: { breaking: true, location: 'body application/json: id' },
  },
  REQUEST_PROPERTY_REMOVED: {
    changes: () => requestDiff(object({ id: { type: 'integer' } }), object({})),
    expected: { breaking: true, location: 'body application/json: id', before: 'integer' },
  },
  REQUEST_TYPE_CHANGED: {
    changes: () => requestDiff({ type: 'string' }, { type: 'integer' }),
    expected: { breaking: true, location: 'body application/json', before: 'string' },
  },
  REQUEST_ENUM_NARROWED: {
    changes: () =>
      requestDiff({ type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a'] }),
    expected: { breaking: true, location: 'body application/json', before: 'b', after: null },
  },
  RESPONSE_STATUS_REMOVED: {
    changes: () => endpoints(withResponse({}), {}),
    expected: { breaking: true, location: 'response 200', before: '200' },
  },
  RESPONSE_CONTENT_TYPE_REMOVED: {
    changes: () => endpoints(withResponse({}), { responses: [{ status: '200', content: [] }] }),
    expected: { breaking: true, location: 'response 200 application/json' },
  },
  RESPONSE_HEADER_REMOVED: {
    changes: () =>
      endpoints(
        {
          responses: [
            { status: '200', headers: [{ name: 'Link', required: false, description: '' }] },
          ],
        },
        { responses: [{ status: '200' }] },
      ),
    expected: { breaking: true, location: 'response 200 header Link' },
  },
  RESPONSE_PROPERTY_REMOVED: {
    changes: () => responseDiff(object({ id: { type: 'integer' } }), object({})),
    expected: { breaking: true, location: 'response 200 application/json: id' },
  },
  RESPONSE_PROPERTY_MADE_OPTIONAL: {
    changes: () => responseDiff(object({ id: {} }, ['id']), object({ id: {} })),
    expected: { breaking: true, location: 'response 200 application/json: id' },
  },
  RESPONSE_TYPE_CHANGED: {
    changes: () => responseDiff({ type: 'string' }, { type: ['string', 'null'] }),
    expected: { breaking: true, before: 'string', after: 'string | null' },
  },
  RESPONSE_ENUM_WIDENED: {
    changes: () => responseDiff({ enum: ['a'] }, { enum: ['a', 'b'] }),
    expected: { breaking: true, before: null, after: 'b' },
  },
  SECURITY_CHANGED: {
    changes: () =>
      endpoints({ security: [{ oauth: ['read'] }] }, { security: [{ oauth: ['write'] }] }),
    expected: {
      breaking: true,
      location: 'security',
      before: 'oauth[read]',
      after: 'oauth[write]',
    },
  },
  SECURITY_SCHEME_CHANGED: {
    changes: () =>
      diffDesigns(
        design({ meta: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X' } } } }),
        design({ meta: { securitySchemes: { key: { type: 'apiKey', in: 'query', name: 'X' } } } }),
      ),
    expected: {
      breaking: true,
      location: 'securitySchemes.key.in',
      before: 'header',
      after: 'query',
    },
  },
  MODEL_REMOVED: {
    changes: () => diffDesigns(design({ models: { M: {} } }), design()),
    expected: { breaking: true, item: 'M', endpoint: null },
  },
  MODEL_PROPERTY_REMOVED: {
    changes: () => modelDiff(object({ id: { type: 'integer' } }), object({})),
    expected: { breaking: true, item: 'M', location: 'id', before: 'integer' },
  },
  MODEL_PROPERTY_REQUIRED_ADDED: {
    changes: () => modelDiff(object({}), object({ id: {} }, ['id']), { request: true }),
    expected: { breaking: true, item: 'M', location: 'id' },
  },
  MODEL_PROPERTY_MADE_REQUIRED: {
    changes: () => modelDiff(object({ id: {} }), object({ id: {} }, ['id']), { response: true }),
    expected: { breaking: false, item: 'M', location: 'id' },
  },
  MODEL_PROPERTY_MADE_OPTIONAL: {
    changes: () => modelDiff(object({ id: {} }, ['id']), object({ id: {} }), { response: true }),
    expected: { breaking: true, item: 'M', location: 'id' },
  },
  MODEL_TYPE_CHANGED: {
    changes: () => modelDiff(object({ n: { type: 'integer' } }), object({ n: { type: 'string' } })),
    expected: { breaking: true, item: 'M', location: 'n', before: 'integer', after: 'string' },
  },
  MODEL_ENUM_CHANGED: {
    changes: () => modelDiff({ enum: ['a'] }, { enum: ['a', 'b'] }, { request: true }),
    expected: { breaking: false, item: 'M', location: '', before: null, after: 'b' },
  },
  ENDPOINT_ADDED: {
    changes: () => diffDesigns(design(), design({ endpoints: [get()] })),
    expected: { breaking: false, endpoint: { method: 'get', path: '/a' } },
  },
  ENDPOINT_DEPRECATED: {
    changes: () => endpoints({ status: 'released' }, { status: 'deprecated' }),
    expected: { breaking: false },
  },
  ENDPOINT_UNDEPRECATED: {
    changes: () => endpoints({ status: 'deprecated' }, { status: 'released' }),
    expected: { breaking: false },
  },
  PARAMETER_ADDED: {
    changes: () => endpoints({}, { parameters: [query('q')] }),
    expected: { breaking: false, location: 'query.q' },
  },
  PARAMETER_MADE_OPTIONAL: {
    changes: () => endpoints({ parameters: [query('q', true)] }, { parameters: [query('q')] }),
    expected: { breaking: false, location: 'query.q' },
  },
  PARAMETER_DEPRECATED: {
    changes: () =>
      endpoints(
        { parameters: [query('q')] },
        { parameters: [{ ...query('q'), deprecated: true }] },
      ),
    expected: { breaking: false, location: 'query.q' },
  },
  REQUEST_BODY_ADDED: {
    changes: () => endpoints({}, { requestBody: body(false) }),
    expected: { breaking: false, location: 'body', after: 'application/json' },
  },
  REQUEST_BODY_MADE_OPTIONAL: {
    changes: () => endpoints({ requestBody: body(true) }, { requestBody: body(false) }),
    expected: { breaking: false, location: 'body' },
  },
  REQUEST_CONTENT_TYPE_ADDED: {
    changes: () =>
      endpoints(
        { requestBody: body(true) },
        { requestBody: { required: true, content: [...body(true).content, json({})] } },
      ),
    expected: { breaking: false, location: 'body application/json' },
  },
  REQUEST_PROPERTY_ADDED: {
    changes: () => requestDiff(object({}), object({ id: { type: 'integer' } })),
    expected: { breaking: false, location: 'body application/json: id', after: 'integer' },
  },
  REQUEST_PROPERTY_MADE_OPTIONAL: {
    changes: () => requestDiff(object({ id: {} }, ['id']), object({ id: {} })),
    expected: { breaking: false, location: 'body application/json: id' },
  },
  REQUEST_TYPE_WIDENED: {
    changes: () => requestDiff({ type: 'integer' }, { type: ['integer', 'null'] }),
    expected: { breaking: false, before: 'integer', after: 'integer | null' },
  },
  REQUEST_ENUM_WIDENED: {
    changes: () => requestDiff({ enum: ['a'] }, { enum: ['a', 'b'] }),
    expected: { breaking: false, before: null, after: 'b' },
  },
  RESPONSE_STATUS_ADDED: {
    changes: () => endpoints({}, withResponse({})),
    expected: { breaking: false, location: 'response 200', after: '200' },
  },
  RESPONSE_CONTENT_TYPE_ADDED: {
    changes: () => endpoints({ responses: [{ status: '200' }] }, withResponse({})),
    expected: { breaking: false, location: 'response 200 application/json' },
  },
  RESPONSE_HEADER_ADDED: {
    changes: () =>
      endpoints(
        { responses: [{ status: '200' }] },
        {
          responses: [
            { status: '200', headers: [{ name: 'Link', required: false, description: '' }] },
          ],
        },
      ),
    expected: { breaking: false, location: 'response 200 header Link' },
  },
  RESPONSE_PROPERTY_ADDED: {
    changes: () => responseDiff(object({}), object({ id: { type: 'integer' } }, ['id'])),
    expected: { breaking: false, location: 'response 200 application/json: id' },
  },
  RESPONSE_PROPERTY_MADE_REQUIRED: {
    changes: () => responseDiff(object({ id: {} }), object({ id: {} }, ['id'])),
    expected: { breaking: false, location: 'response 200 application/json: id' },
  },
  RESPONSE_TYPE_NARROWED: {
    changes: () => responseDiff({ type: ['string', 'null'] }, { type: 'string' }),
    expected: { breaking: false, before: 'string | null', after: 'string' },
  },
  RESPONSE_ENUM_NARROWED: {
    changes: () => responseDiff({ enum: ['a', 'b'] }, { enum: ['a'] }),
    expected: { breaking: false, before: 'b', after: null },
  },
  SECURITY_REMOVED: {
    changes: () => endpoints({ security: [{ oauth: [] }] }, { security: [] }),
    expected: { breaking: false, before: 'oauth', after: '[]' },
  },
  SECURITY_ALTERNATIVE_ADDED: {
    changes: () =>
      endpoints({ security: [{ oauth: [] }] }, { security: [{ oauth: [] }, { key: [] }] }),
    expected: { breaking: false, before: 'oauth', after: 'key | oauth' },
  },
  MODEL_ADDED: {
    changes: () => diffDesigns(design(), design({ models: { M: {} } })),
    expected: { breaking: false, item: 'M' },
  },
  MODEL_PROPERTY_ADDED: {
    changes: () => modelDiff(object({}), object({ id: { type: 'integer' } })),
    expected: { breaking: false, item: 'M', location: 'id', after: 'integer' },
  },
  SUMMARY_CHANGED: {
    changes: () => endpoints({ name: 'List A' }, { name: 'List all A' }),
    expected: { breaking: false, before: 'List A', after: 'List all A' },
  },
  DESCRIPTION_CHANGED: {
    changes: () => endpoints({ description: 'old' }, { description: 'new' }),
    expected: { breaking: false, location: '' },
  },
  EXAMPLE_CHANGED: {
    changes: () => responseDiff({ type: 'string', example: 'a' }, { type: 'string', example: 'b' }),
    expected: { breaking: false, location: 'response 200 application/json' },
  },
  TAGS_CHANGED: {
    changes: () => endpoints({ tags: ['a'] }, { tags: ['a', 'b'] }),
    expected: { breaking: false, before: 'a', after: 'a, b' },
  },
  STATUS_CHANGED: {
    changes: () => endpoints({ status: 'designing' }, { status: 'released' }),
    expected: { breaking: false, before: 'designing', after: 'released' },
  },
  DOC_ADDED: {
    changes: () => diffDesigns(design(), design({ docs: [{ name: 'Guide', content: '' }] })),
    expected: { breaking: false, item: 'Guide' },
  },
  DOC_CHANGED: {
    changes: () =>
      diffDesigns(
        design({ docs: [{ name: 'Guide', content: 'a' }] }),
        design({ docs: [{ name: 'Guide', content: 'b' }] }),
      ),
    expected: { breaking: false, item: 'Guide' },
  },
  DOC_REMOVED: {
    changes: () => diffDesigns(design({ docs: [{ name: 'Guide', content: '' }] }), design()),
    expected: { breaking: false, item: 'Guide' },
  },
  SERVERS_CHANGED: {
    changes: () =>
      diffDesigns(
        design({ meta: { servers: [{ url: 'https://a.example' }] } }),
        design({ meta: { servers: [{ url: 'https://b.example' }] } }),
      ),
    expected: { breaking: false, before: 'https://a.example', after: 'https://b.example' },
  },
  INFO_CHANGED: {
    changes: () =>
      diffDesigns(
        design({ meta: { info: { title: 'A', version: '1' } } }),
        design({ meta: { info: { title: 'A', version: '2' } } }),
      ),
    expected: { breaking: false, location: 'info.version', before: '1', after: '2' },
  },
};

describe('every change code', () => {
  it.each(DOC_CHANGE_CODES.map((code) => [code] as const))('%s', (code) => {
    const { changes, expected } = CASES[code];
    const found = changes();
    expect(found).toContainEqual(expect.objectContaining({ code, ...expected }));
    // The smallest case shows its change and no other breaking one.
    const otherBreaking = found.filter((change) => change.breaking && change.code !== code);
    expect(otherBreaking).toEqual([]);
  });

  it('the fixed breaking flags follow the contract: breaking, then by use, then not breaking', () => {
    const sections = DOC_CHANGE_CODES.map((code) =>
      (BY_USE_CODES as readonly string[]).includes(code)
        ? 1
        : BREAKING[code as keyof typeof BREAKING]
          ? 0
          : 2,
    );
    expect(sections).toEqual([...sections].sort());
  });
});
