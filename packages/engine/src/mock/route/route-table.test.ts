import { describe, expect, it } from 'vitest';
import { RouteTable } from './route-table.js';
import { splitSegments } from './path-template.js';

function table(paths: string[], method = 'GET') {
  const routes = new RouteTable<string>();
  for (const path of paths) routes.add(method, path, path);
  return (path: string, m = method) => routes.match(m, splitSegments(path));
}

describe('RouteTable', () => {
  it('prefers a static segment, then a mixed one, then a parameter', () => {
    const match = table(['/a/{x}', '/a/{x}.json', '/a/b']);
    expect(match('/a/b')?.value).toBe('/a/b');
    expect(match('/a/c.json')).toEqual({ value: '/a/{x}.json', params: { x: 'c' } });
    expect(match('/a/c')).toEqual({ value: '/a/{x}', params: { x: 'c' } });
  });

  it('backs up when a preferred branch dead-ends', () => {
    const match = table(['/a/b/c', '/a/{x}/d']);
    expect(match('/a/b/d')).toEqual({ value: '/a/{x}/d', params: { x: 'b' } });
  });

  it('keeps tables per method', () => {
    const routes = new RouteTable<string>();
    routes.add('GET', '/pets/mine', 'get-mine');
    routes.add('DELETE', '/pets/{id}', 'delete');
    expect(routes.match('DELETE', ['pets', 'mine'])?.value).toBe('delete');
    expect(routes.match('GET', ['pets', '1'])).toBeUndefined();
    expect(routes.match('PUT', ['pets', 'mine'])).toBeUndefined();
  });

  it('refuses a second route of the same shape', () => {
    const routes = new RouteTable<string>();
    expect(routes.add('GET', '/a/{x}', 'first')).toBe(true);
    expect(routes.add('get', '/a/{y}', 'second')).toBe(false);
    expect(routes.match('GET', ['a', '1'])).toEqual({ value: 'first', params: { x: '1' } });
  });

  it('never matches a parameter with an empty segment', () => {
    const match = table(['/a/{x}/b']);
    expect(match('/a//b')).toBeUndefined();
  });

  it('matches the root and tolerates a trailing slash', () => {
    const match = table(['/', '/a']);
    expect(match('/')?.value).toBe('/');
    expect(match('/a/')?.value).toBe('/a');
  });

  it('decodes parameters, keeping a broken escape as sent', () => {
    const match = table(['/files/{name}']);
    expect(match('/files/a%2Fb%20c')?.params).toEqual({ name: 'a/b c' });
    expect(match('/files/%E0%A4%A')?.params).toEqual({ name: '%E0%A4%A' });
  });

  it('stays fast with many routes: a lookup does not scan them', () => {
    const paths = Array.from({ length: 20_000 }, (_, i) => `/r${i}/{id}/items/{item}`);
    const match = table(paths);
    const start = performance.now();
    for (let i = 0; i < 20_000; i += 1) match(`/r${i}/1/items/2`);
    // 20,000 lookups over 20,000 routes: a scan would take seconds.
    expect(performance.now() - start).toBeLessThan(500);
    expect(match('/r19999/1/items/2')).toEqual({
      value: '/r19999/{id}/items/{item}',
      params: { id: '1', item: '2' },
    });
  });
});
