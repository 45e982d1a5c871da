import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipSources } from './zip.js';

const doc = (version = '3.1.0') => strToU8(`openapi: ${version}\ninfo: {title: T, version: "1"}\n`);

/** Sets the uncompressed sizes the archive declares (local headers and central directory). */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let i = 0; i + 4 <= copy.length; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return copy;
}

describe('unzipSources', () => {
  it('reads the files and picks the shallowest OpenAPI document as the entry', () => {
    const result = unzipSources(
      zipSync({
        'api/spec/openapi.yaml': doc(),
        'api/openapi.yaml': doc(),
        'api/common/Error.yaml': strToU8('type: object\n'),
        'api/b.json': strToU8('{"swagger": "2.0"}'),
        'api/': new Uint8Array(),
        '__MACOSX/api/._openapi.yaml': strToU8('junk'),
        'api/.hidden.yaml': doc(),
      }),
    );
    expect('source' in result).toBe(true);
    if (!('source' in result)) return;
    // Same depth: the first by name.
    expect(result.source.entry).toBe('api/b.json');
    expect(result.source.files.map((f) => f.name)).toEqual([
      'api/b.json',
      'api/common/Error.yaml',
      'api/openapi.yaml',
      'api/spec/openapi.yaml',
    ]);
    expect(result.source.files[1]!.text).toBe('type: object\n');
  });

  it('takes a single file of any kind as the entry', () => {
    const result = unzipSources(zipSync({ 'collection.postman': strToU8('{"info": {}}') }));
    expect(result).toEqual({
      source: {
        files: [{ name: 'collection.postman', text: '{"info": {}}' }],
        entry: 'collection.postman',
      },
    });
  });

  it('refuses an archive without a document to start from', () => {
    const result = unzipSources(zipSync({ 'a.yaml': strToU8('a: 1'), 'b.yaml': strToU8('b: 2') }));
    expect(result).toEqual({
      issue: expect.objectContaining({ severity: 'error', code: 'ZIP_NO_ENTRY' }),
    });
  });

  it('refuses what is not a zip, an empty one, and too many files', () => {
    expect(unzipSources(strToU8('not a zip'))).toEqual({
      issue: expect.objectContaining({ code: 'ZIP_INVALID' }),
    });
    expect(unzipSources(zipSync({}))).toEqual({
      issue: expect.objectContaining({ code: 'EMPTY' }),
    });
    const many = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`f${i}.yaml`, doc()]));
    expect(unzipSources(zipSync(many), { maxFiles: 3, maxBytes: 1e6 })).toEqual({
      issue: expect.objectContaining({
        code: 'TOO_MANY_FILES',
        message: 'The zip archive holds 4 files; at most 3 can be imported.',
      }),
    });
  });

  it('refuses a zip bomb by its declared size', () => {
    const bomb = zipSync({ 'openapi.json': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(10_000);
    expect(unzipSources(bomb, { maxFiles: 10, maxBytes: 1024 * 1024 })).toEqual({
      issue: expect.objectContaining({ code: 'TOO_LARGE' }),
    });
  });

  it('refuses a zip bomb that lies about its size, stopping while inflating', () => {
    const bomb = lieAboutSizes(
      zipSync({ 'openapi.json': new Uint8Array(4 * 1024 * 1024) }, { level: 9 }),
      10,
    );
    // Stopped at the first bytes past the size it declared, long before the limit.
    expect(unzipSources(bomb, { maxFiles: 10, maxBytes: 1024 * 1024 })).toEqual({
      issue: expect.objectContaining({
        code: 'ZIP_INVALID',
        message:
          '"openapi.json" declares 10 bytes but holds more: the archive is damaged or forged.',
      }),
    });
    // Declared sizes that add up to more than the limit are refused before inflating.
    const many = lieAboutSizes(
      zipSync({ 'a.json': new Uint8Array(10), 'b.json': new Uint8Array(10) }),
      600 * 1024,
    );
    expect(unzipSources(many, { maxFiles: 10, maxBytes: 1024 * 1024 })).toEqual({
      issue: expect.objectContaining({ code: 'TOO_LARGE' }),
    });
  });

  it('refuses a directory of more entries than the files it may hold, before reading them', () => {
    const folders = Object.fromEntries(
      Array.from({ length: 13 }, (_, i) => [`d${i}/`, new Uint8Array()]),
    );
    expect(
      unzipSources(zipSync({ ...folders, 'openapi.yaml': doc() }), { maxFiles: 3, maxBytes: 1e6 }),
    ).toEqual({
      issue: expect.objectContaining({
        code: 'TOO_MANY_FILES',
        message: 'The zip archive holds more than 12 entries; at most 3 files can be imported.',
      }),
    });
  });

  it('refuses a document that is not UTF-8, and leaves out other binary files', () => {
    const latin1 = new Uint8Array([0x61, 0x3a, 0x20, 0xe9, 0x0a]);
    expect(unzipSources(zipSync({ 'openapi.yaml': doc(), 'notes.yaml': latin1 }))).toEqual({
      issue: expect.objectContaining({ code: 'NOT_UTF8', file: 'notes.yaml' }),
    });
    const result = unzipSources(
      zipSync({ 'openapi.yaml': doc(), 'logo.png': new Uint8Array([0x89, 0x50, 0xff, 0xfe]) }),
    );
    expect('source' in result && result.source.files.map((f) => f.name)).toEqual(['openapi.yaml']);
  });
});
