import { describe, expect, it } from 'vitest';
import { parseReaderPath } from './reader-path.js';

describe('a reader address', () => {
  it('names the overview, a page, its Markdown and the files of the default build', () => {
    expect(parseReaderPath('')).toEqual({ version: null, target: { kind: 'page', slug: '' } });
    expect(parseReaderPath('/')).toEqual({ version: null, target: { kind: 'page', slug: '' } });
    expect(parseReaderPath('endpoints/list-pets')).toEqual({
      version: null,
      target: { kind: 'page', slug: 'endpoints/list-pets' },
    });
    expect(parseReaderPath('endpoints/list-pets.md')).toEqual({
      version: null,
      target: { kind: 'markdown', slug: 'endpoints/list-pets' },
    });
    expect(parseReaderPath('index.md')?.target).toEqual({ kind: 'markdown', slug: '' });
    expect(parseReaderPath('llms.txt')?.target).toEqual({ kind: 'llms' });
    expect(parseReaderPath('llms-full.txt')?.target).toEqual({ kind: 'llms-full' });
    expect(parseReaderPath('search.json')?.target).toEqual({ kind: 'search' });
    expect(parseReaderPath('openapi.json')?.target).toEqual({
      kind: 'openapi',
      format: 'openapi-3.1',
    });
    expect(parseReaderPath('openapi-3.0.json')?.target).toEqual({
      kind: 'openapi',
      format: 'openapi-3.0',
    });
    expect(parseReaderPath('-/try')?.target).toEqual({ kind: 'try' });
    expect(parseReaderPath('changelog')?.target).toEqual({ kind: 'changelog' });
  });

  it('names a version', () => {
    expect(parseReaderPath('v/3')).toEqual({ version: 3, target: { kind: 'page', slug: '' } });
    expect(parseReaderPath('v/12/models/pet')).toEqual({
      version: 12,
      target: { kind: 'page', slug: 'models/pet' },
    });
    expect(parseReaderPath('v/2/changelog')).toEqual({ version: 2, target: { kind: 'changelog' } });
  });

  it('is refused when it cannot be one', () => {
    expect(parseReaderPath('v/0')).toBeNull();
    expect(parseReaderPath('v/x/endpoints/a')).toBeNull();
    expect(parseReaderPath('v')).toBeNull();
    expect(parseReaderPath('endpoints//a')).toBeNull();
    expect(parseReaderPath('endpoints/../secret')).toBeNull();
  });
});
