import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

const PNG_SIGNATURE = bytes(0x89, 'PNG\r\n', 0x1a, '\n');

describe('detectImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13, 'IHDR'))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, other RIFF files and cut-off signatures, whatever they claim', () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('<!doctype html><script>1</script>'),
      bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '),
      bytes('GIF88a'),
      PNG_SIGNATURE.subarray(0, 7),
      bytes(0xff, 0xd8),
      bytes(),
    ]) {
      expect(detectImageType(refused)).toBeUndefined();
    }
  });
});
