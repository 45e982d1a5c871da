import { describe, expect, it } from 'vitest';
import { debugRequestSchema, type DebugRequestInput } from '@heron/contract';
import { designMethodOf, endpointFromRequest, splitUrl } from './endpoint-from-request';

const request = (input: Partial<DebugRequestInput>) =>
  debugRequestSchema.parse({ method: 'GET', url: '', ...input });

describe('endpointFromRequest', () => {
  it('takes the longest known base off a URL, and reports any other host', () => {
    const bases = ['https://api.example.com', 'https://api.example.com/v1/'];
    expect(splitUrl('https://api.example.com/v1/pets', bases)).toEqual({
      path: '/pets',
      droppedHost: null,
    });
    // A base is a whole segment: /v10 is not under /v1.
    expect(splitUrl('https://api.example.com/v10/pets', bases)).toEqual({
      path: '/v10/pets',
      droppedHost: null,
    });
    expect(splitUrl('http://localhost:3000/pets', bases)).toEqual({
      path: '/pets',
      droppedHost: 'http://localhost:3000',
    });
    expect(splitUrl('{{baseUrl}}/pets', [])).toEqual({ path: '/pets', droppedHost: '{{baseUrl}}' });
    expect(splitUrl('/pets', bases)).toEqual({ path: '/pets', droppedHost: null });
  });

  it('makes a design path of any URL, and refuses methods a design cannot have', () => {
    expect(endpointFromRequest(request({ url: '' }), 'get', []).data.path).toBe('/');
    expect(endpointFromRequest(request({ url: 'pets/:id#top' }), 'get', []).data.path).toBe(
      '/pets/{id}',
    );
    expect(designMethodOf('PATCH')).toBe('patch');
    expect(designMethodOf('PURGE')).toBeNull();
  });

  it('keeps the headers OpenAPI allows as parameters, and form bodies as schema and example', () => {
    const { data } = endpointFromRequest(
      request({
        method: 'POST',
        url: '/upload',
        headers: [
          { key: 'Content-Type', value: 'multipart/form-data' },
          { key: 'Authorization', value: 'Bearer x' },
          { key: 'X-Id', value: '' },
        ],
        cookies: [{ key: 'session', value: 'abc' }],
        body: {
          kind: 'form-data',
          fields: [
            { type: 'text', key: 'title', value: 'Rex' },
            { type: 'file', key: 'photo', file: null },
            { type: 'text', key: 'off', value: '1', enabled: false },
          ],
        },
      }),
      'post',
      [],
    );
    expect(data.parameters.map((parameter) => [parameter.in, parameter.name])).toEqual([
      ['header', 'X-Id'],
      ['cookie', 'session'],
    ]);
    expect(data.parameters[0]).not.toHaveProperty('example');
    expect(data.requestBody?.content).toEqual([
      {
        contentType: 'multipart/form-data',
        schema: {
          type: 'object',
          properties: { title: { type: 'string' }, photo: { type: 'string', format: 'binary' } },
        },
        example: { title: 'Rex' },
        examples: [],
      },
    ]);
  });
});
