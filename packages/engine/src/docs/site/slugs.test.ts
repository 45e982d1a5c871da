import { describe, expect, it } from 'vitest';
import {
  assignSlugs,
  endpointSlugBase,
  nameSlugBase,
  SlugAllocator,
  slugify,
  textHash,
} from './slugs.js';

const endpoint = (method: string, path: string, operationId: string | null = null) =>
  ({ method, path, operationId }) as Parameters<typeof endpointSlugBase>[0];

describe('slugs', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('issues/create')).toBe('issues-create');
    expect(slugify('PostAccountBankAccounts')).toBe('post-account-bank-accounts');
    expect(slugify('getUserByID')).toBe('get-user-by-id');
    expect(slugify('  Café crème!  ')).toBe('cafe-creme');
    expect(slugify('a.md')).toBe('a-md');
    expect(slugify('用户')).toBe('');
  });

  it('cuts long slugs at a word', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)+$/);
  });

  it('takes an operationId, else the method and path', () => {
    expect(endpointSlugBase(endpoint('post', '/repos/{owner}/issues', 'issues/create'))).toBe(
      'issues-create',
    );
    expect(endpointSlugBase(endpoint('get', '/repos/{owner}/{repo}'))).toBe('get-repos-owner-repo');
    expect(endpointSlugBase(endpoint('get', '/'))).toBe('get-root');
    expect(endpointSlugBase(endpoint('get', '/x', '***'))).toBe('get-x');
  });

  it('names a text without ASCII by a stable hash', () => {
    expect(nameSlugBase('用户', 'model')).toBe(`model-${textHash('用户')}`);
    expect(nameSlugBase('用户', 'model')).toMatch(/^model-[a-z0-9]+$/);
    expect(textHash('用户')).not.toBe(textHash('订单'));
    expect(nameSlugBase('Pet', 'model')).toBe('pet');
  });

  it('makes slugs unique with a number, in the order they are asked for', () => {
    const slugs = new SlugAllocator('models/');
    expect(slugs.take('pet')).toBe('models/pet');
    expect(slugs.take('pet')).toBe('models/pet-2');
    expect(slugs.take('pet-2')).toBe('models/pet-2-2');
    expect(slugs.take('pet')).toBe('models/pet-3');
  });

  it('keeps the slug of an item when others are added or moved', () => {
    const request = (key: string, base: string, rank = key) => ({ key, base, rank });
    const first = assignSlugs('endpoints/', [
      request('a', 'list', 'GET /b'),
      request('b', 'list', 'GET /a'),
      request('c', 'list-2'),
      request('d', 'other'),
    ]);
    expect(Object.fromEntries(first)).toEqual({
      a: 'endpoints/list-3',
      b: 'endpoints/list',
      c: 'endpoints/list-2',
      d: 'endpoints/other',
    });
    const moved = assignSlugs('endpoints/', [
      request('d', 'other'),
      request('c', 'list-2'),
      request('b', 'list', 'GET /a'),
      request('a', 'list', 'GET /b'),
    ]);
    expect(moved).toEqual(first);
  });
});
