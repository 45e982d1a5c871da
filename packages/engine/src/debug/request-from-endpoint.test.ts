import { describe, expect, it } from 'vitest';
import { endpointDataSchema, type EndpointData } from '@heron/contract';
import { blankRequest, requestFromEndpoint } from './request-from-endpoint.js';

const endpoint = (data: Partial<EndpointData>) =>
  endpointDataSchema.parse({ method: 'post', path: '/pets/{petId}', ...data });

describe('requestFromEndpoint', () => {
  it('starts with the scripts of an endpoint imported from a Postman collection', () => {
    const request = requestFromEndpoint(
      endpoint({
        extra: {
          'x-postman-event': [
            { listen: 'prerequest', script: { exec: ["pm.variables.set('id', 7);"] } },
            {
              listen: 'test',
              script: { exec: ['pm.test("ok", () => pm.response.to.have.status(200));'] },
            },
          ],
        },
      }),
    );
    expect(request.preRequestScript).toBe("pm.variables.set('id', 7);");
    expect(request.postResponseScript).toBe(
      'pm.test("ok", () => pm.response.to.have.status(200));',
    );
  });

  it('starts from the method, the relative path, the parameters with their examples and inherited auth', () => {
    const request = requestFromEndpoint(
      endpoint({
        parameters: [
          { name: 'petId', in: 'path', required: true, description: 'Which', example: 7 },
          { name: 'limit', in: 'query', required: false, description: '', schema: { default: 10 } },
          {
            name: 'X-Trace',
            in: 'header',
            required: false,
            description: '',
            examples: [{ name: 'one', value: 'abc' }],
          },
          { name: 'session', in: 'cookie', required: false, description: '' },
        ],
      }),
    );
    expect(request).toMatchObject({
      method: 'POST',
      url: '/pets/{petId}',
      pathParams: [{ key: 'petId', value: '7', enabled: true, description: 'Which' }],
      query: [{ key: 'limit', value: '10' }],
      headers: [{ key: 'X-Trace', value: 'abc' }],
      cookies: [{ key: 'session', value: '' }],
      auth: { type: 'inherit' },
      body: { kind: 'none' },
    });
  });

  it('switches off an optional parameter with nothing to send, and keeps a required one on', () => {
    const request = requestFromEndpoint(
      endpoint({
        parameters: [
          { name: 'limit', in: 'query', required: false, description: '' },
          { name: 'page', in: 'query', required: false, description: '', example: 2 },
          { name: 'q', in: 'query', required: true, description: '' },
          { name: 'X-Tenant', in: 'header', required: false, description: '' },
        ],
      }),
    );
    expect(request.query.map((row) => [row.key, row.value, row.enabled])).toEqual([
      ['limit', '', false],
      ['page', '2', true],
      ['q', '', true],
    ]);
    expect(request.headers).toEqual([
      expect.objectContaining({ key: 'X-Tenant', value: '', enabled: false }),
    ]);
  });

  it('gives a path parameter the design does not list an empty row', () => {
    expect(requestFromEndpoint(endpoint({})).pathParams).toEqual([
      { key: 'petId', value: '', enabled: true, description: '' },
    ]);
  });

  it('writes the JSON body from the first media type example, or {}', () => {
    const withExample = endpoint({
      requestBody: {
        required: true,
        description: '',
        content: [
          { contentType: 'application/json', example: { name: 'Rex' }, examples: [] },
          { contentType: 'application/xml', example: '<pet/>', examples: [] },
        ],
      },
    });
    expect(requestFromEndpoint(withExample).body).toEqual({
      kind: 'json',
      text: '{\n  "name": "Rex"\n}',
    });
    const without = endpoint({
      requestBody: {
        required: false,
        description: '',
        content: [{ contentType: 'application/json', examples: [] }],
      },
    });
    expect(requestFromEndpoint(without).body).toEqual({ kind: 'json', text: '{}' });
  });

  it('lists form fields from the schema, file fields off until a file is chosen', () => {
    const request = requestFromEndpoint(
      endpoint({
        requestBody: {
          required: false,
          description: '',
          content: [
            {
              contentType: 'multipart/form-data',
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', example: 'Rex' },
                  photo: { type: 'string', format: 'binary' },
                },
              },
              examples: [],
            },
          ],
        },
      }),
    );
    expect(request.body).toEqual({
      kind: 'form-data',
      fields: [
        { type: 'text', key: 'name', value: 'Rex', enabled: true, description: '' },
        { type: 'file', key: 'photo', enabled: false, description: '', file: null },
      ],
    });
  });

  it('makes a blank GET request', () => {
    expect(blankRequest()).toMatchObject({ method: 'GET', url: '', auth: { type: 'none' } });
  });
});
