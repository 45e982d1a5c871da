import { describe, expect, it } from 'vitest';
import { diffDesigns } from './diff-designs.js';
import { design, endpoint, json, lines, object, ok } from './test-support/design-builders.js';

type Input = Parameters<typeof endpoint>[2];

function diffOne(before: Input, after: Input, path = '/a', afterPath = path) {
  return lines(
    diffDesigns(
      design({ endpoints: [endpoint('get', path, before)] }),
      design({ endpoints: [endpoint('get', afterPath, after)] }),
    ),
  );
}

describe('matching endpoints', () => {
  it('matches by method and path, whatever the path parameters are called', () => {
    const param = (name: string) => ({ name, in: 'path' as const, required: true, schema: {} });
    expect(
      diffOne(
        { name: 'User', parameters: [param('id')] },
        { name: 'User', parameters: [param('userId')] },
        '/users/{id}',
        '/users/{userId}',
      ),
    ).toEqual([]);
  });

  it('tells endpoints of another method apart', () => {
    const changes = diffDesigns(
      design({ endpoints: [endpoint('get', '/a')] }),
      design({ endpoints: [endpoint('post', '/a')] }),
    );
    expect(lines(changes)).toEqual(['ENDPOINT_REMOVED! [get /a]', 'ENDPOINT_ADDED [post /a]']);
  });

  it('pairs exact paths first when two paths differ only by parameter names', () => {
    const a = endpoint('get', '/a/{x}', { description: 'x' });
    const b = endpoint('get', '/a/{y}', { description: 'y' });
    expect(diffDesigns(design({ endpoints: [a, b] }), design({ endpoints: [b, a] }))).toEqual([]);
  });

  it('lists nothing for an endpoint that did not change', () => {
    const full = endpoint('post', '/a', {
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
      requestBody: { content: [json(object({ a: {} }))] },
      responses: [ok(object({ b: {} }))],
    });
    expect(
      diffDesigns(design({ endpoints: [full] }), design({ endpoints: [structuredClone(full)] })),
    ).toEqual([]);
  });
});

describe('the endpoint itself', () => {
  it('lists summary, description, tags and status changes as not breaking', () => {
    expect(
      diffOne(
        { name: 'List', description: 'a', tags: ['x', 'y'], status: 'designing' },
        { name: 'List all', description: 'b', tags: ['y', 'x'], status: 'released' },
      ),
    ).toEqual([
      'SUMMARY_CHANGED [get /a] List → List all',
      'DESCRIPTION_CHANGED [get /a]',
      'STATUS_CHANGED [get /a] designing → released',
    ]);
  });

  it('says deprecated rather than a status change', () => {
    expect(diffOne({ status: 'released' }, { status: 'deprecated' })).toEqual([
      'ENDPOINT_DEPRECATED [get /a]',
    ]);
  });

  it('lists an endpoint’s own servers', () => {
    expect(diffOne({}, { extra: { servers: [{ url: 'https://upload.example' }] } })).toEqual([
      'SERVERS_CHANGED [get /a] servers ∅ → https://upload.example',
    ]);
  });
});

describe('parameters', () => {
  const query = (extra: Record<string, unknown> = {}) => ({
    name: 'state',
    in: 'query' as const,
    schema: { type: 'string', enum: ['open', 'closed'] },
    ...extra,
  });

  it('matches header names without case', () => {
    const header = (name: string) => ({ name, in: 'header' as const, schema: { type: 'string' } });
    expect(diffOne({ parameters: [header('X-Id')] }, { parameters: [header('x-id')] })).toEqual([]);
  });

  it('compares a parameter’s schema as a request', () => {
    expect(
      diffOne(
        { parameters: [query()] },
        { parameters: [query({ schema: { type: 'string', enum: ['open'] } })] },
      ),
    ).toEqual(['REQUEST_ENUM_NARROWED! [get /a] query.state closed → ∅']);
    expect(
      diffOne(
        { parameters: [query({ schema: { type: 'integer' } })] },
        { parameters: [query({ schema: { type: ['integer', 'string'] } })] },
      ),
    ).toEqual(['REQUEST_TYPE_WIDENED [get /a] query.state integer → string | integer']);
  });

  it('places changes inside an object parameter after its name', () => {
    const filter = (type: string) => ({
      name: 'filter',
      in: 'query' as const,
      schema: object({ since: { type } }),
    });
    expect(
      diffOne({ parameters: [filter('string')] }, { parameters: [filter('integer')] }),
    ).toEqual(['PARAMETER_TYPE_CHANGED! [get /a] query.filter: since string → integer']);
  });

  it('lists description, example and deprecation as not breaking', () => {
    expect(
      diffOne(
        { parameters: [query({ description: 'a', example: 'open' })] },
        { parameters: [query({ description: 'b', example: 'closed', deprecated: true })] },
      ),
    ).toEqual([
      'PARAMETER_DEPRECATED [get /a] query.state',
      'DESCRIPTION_CHANGED [get /a] query.state',
      'EXAMPLE_CHANGED [get /a] query.state',
    ]);
  });

  it('tells a query parameter from a header of the same name', () => {
    expect(
      diffOne(
        { parameters: [{ name: 'id', in: 'query' }] },
        { parameters: [{ name: 'id', in: 'header' }] },
      ),
    ).toEqual([
      'PARAMETER_REMOVED! [get /a] query.id any → ∅',
      'PARAMETER_ADDED [get /a] header.id ∅ → any',
    ]);
  });
});

describe('request bodies', () => {
  it('matches content types without case and compares their schemas as requests', () => {
    expect(
      diffOne(
        {
          requestBody: {
            content: [{ contentType: 'Application/JSON', schema: object({ a: {} }) }],
          },
        },
        { requestBody: { content: [json(object({ a: {} }, ['a']))] } },
      ),
    ).toEqual(['REQUEST_PROPERTY_MADE_REQUIRED! [get /a] body application/json: a']);
  });

  it('lists the body’s description and examples as not breaking', () => {
    expect(
      diffOne(
        { requestBody: { description: 'a', content: [{ ...json({}), example: { a: 1 } }] } },
        { requestBody: { description: 'b', content: [{ ...json({}), example: { a: 2 } }] } },
      ),
    ).toEqual([
      'DESCRIPTION_CHANGED [get /a] body',
      'EXAMPLE_CHANGED [get /a] body application/json',
    ]);
  });
});

describe('responses', () => {
  it('matches statuses and compares their bodies and headers as responses', () => {
    const response = (type: string, header: string) => ({
      ...ok(object({ id: { type } })),
      description: type,
      headers: [{ name: header, required: false, description: '', schema: { type } }],
    });
    expect(
      diffOne(
        { responses: [response('integer', 'X-Rate')] },
        { responses: [response('string', 'x-rate')] },
      ),
    ).toEqual([
      'RESPONSE_TYPE_CHANGED! [get /a] response 200 application/json: id integer → string',
      'RESPONSE_TYPE_CHANGED! [get /a] response 200 header x-rate integer → string',
      'DESCRIPTION_CHANGED [get /a] response 200',
    ]);
  });

  it('lists statuses removed and added with the status', () => {
    expect(diffOne({ responses: [ok({}, '200')] }, { responses: [ok({}, '201')] })).toEqual([
      'RESPONSE_STATUS_REMOVED! [get /a] response 200 200 → ∅',
      'RESPONSE_STATUS_ADDED [get /a] response 201 ∅ → 201',
    ]);
  });
});
