import { describe, expect, it } from 'vitest';
import { formDisposition } from './form-disposition.js';

describe('formDisposition', () => {
  it('writes a field and a file part', () => {
    expect(formDisposition('note')).toBe('form-data; name="note"');
    expect(formDisposition('photo', 'photo 1.png')).toBe(
      'form-data; name="photo"; filename="photo 1.png"',
    );
  });

  it('percent-encodes quotes and line breaks, as browsers do; keeps the rest', () => {
    expect(formDisposition('a"b\r\nc', 'ü;\\.txt')).toBe(
      'form-data; name="a%22b%0D%0Ac"; filename="ü;\\.txt"',
    );
  });
});
