import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="petstore.openapi.json"', 'petstore.openapi.json'],
    ['attachment; filename=petstore.yaml', 'petstore.yaml'],
    ['attachment; filename="say \\"hi\\".json"', 'say "hi".json'],
    // The UTF-8 form wins over the plain fallback.
    [
      `attachment; filename="pets.json"; filename*=UTF-8''%E5%AE%A0%E7%89%A9%20API.json`,
      '宠物 API.json',
    ],
    [`attachment; filename*=utf-8''caf%C3%A9.yaml`, 'café.yaml'],
    // A name never carries a path.
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'attachment; filename=""'])('has no name in %j', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeUndefined();
  });

  it('falls back to the plain name when the UTF-8 form is malformed', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E5%ZZ; filename="x.json"`),
    ).toBe('x.json');
  });
});
