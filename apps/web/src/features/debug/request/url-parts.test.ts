import { describe, expect, it } from 'vitest';
import { debugRequestSchema } from '@heron/contract';
import { moveQueryToRows, pathParamNames, syncPathParams } from './url-parts';

describe('pathParamNames', () => {
  it('finds {name} and :name segments of the path, in order, once each', () => {
    expect(pathParamNames('/pets/{petId}/toys/:toyId/{petId}')).toEqual(['petId', 'toyId']);
    expect(pathParamNames('https://example.com:8080/a/{id}?x={q}#:frag')).toEqual(['id']);
  });

  it('leaves {{variables}} and partial segments alone', () => {
    expect(pathParamNames('{{baseUrl}}/pets/{{id}}')).toEqual([]);
    expect(pathParamNames('/files/{name}.json')).toEqual([]);
  });
});

describe('syncPathParams', () => {
  it('keeps the rows of names that stay and adds empty ones', () => {
    const rows = [{ key: 'a', value: '1', enabled: true, description: 'kept' }];
    expect(syncPathParams(rows, '/{b}/{a}')).toEqual([
      { key: 'b', value: '', enabled: true, description: '' },
      rows[0],
    ]);
  });
});

describe('moveQueryToRows', () => {
  const request = (url: string) => debugRequestSchema.parse({ method: 'GET', url });

  it('leaves a URL without a query as it is', () => {
    const plain = request('/pets');
    expect(moveQueryToRows(plain)).toBe(plain);
  });

  it('decodes what it can and keeps what it cannot', () => {
    expect(moveQueryToRows(request('/p?a=%20b&flag&c={{v}}&bad=%E0')).query).toEqual([
      { key: 'a', value: ' b', enabled: true, description: '' },
      { key: 'flag', value: '', enabled: true, description: '' },
      { key: 'c', value: '{{v}}', enabled: true, description: '' },
      { key: 'bad', value: '%E0', enabled: true, description: '' },
    ]);
  });
});
