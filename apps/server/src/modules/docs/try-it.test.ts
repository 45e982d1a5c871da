import { describe, expect, it } from 'vitest';
import { tryItBody, tryItUrl } from './try-it.js';

describe('the address a try-it request goes to', () => {
  it('fills path parameters (encoded) and appends the query', () => {
    const input = tryItBody.parse({
      slug: 'endpoints/x',
      path: { owner: 'a b', repo: 'c/d' },
      query: [
        { name: 'page', value: '2' },
        { name: 'q', value: 'x&y' },
      ],
    });
    expect(tryItUrl('https://api.example.com/v3/', '/repos/{owner}/{repo}', input).toString()).toBe(
      'https://api.example.com/v3/repos/a%20b/c%2Fd?page=2&q=x%26y',
    );
  });

  it('leaves a parameter the reader did not fill empty rather than sending `{name}`', () => {
    const input = tryItBody.parse({ slug: 'endpoints/x' });
    expect(tryItUrl('http://localhost:1', '/pets/{petId}', input).pathname).toBe('/pets/');
  });
});
