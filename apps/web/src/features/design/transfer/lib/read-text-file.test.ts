import { describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file';

const LIMIT = 10;

describe('readTextFile', () => {
  it('reads UTF-8 text, without its byte order mark', async () => {
    const file = new File([new Uint8Array([0xef, 0xbb, 0xbf]), 'GET /pets'], 'notes.md');
    expect(await readTextFile(file, LIMIT)).toEqual({ ok: true, text: 'GET /pets' });
  });

  it('counts characters as the contract does, trimmed', async () => {
    expect(await readTextFile(new File(['  宠物列表和宠物详情  \n'], 'a.txt'), LIMIT)).toEqual({
      ok: true,
      text: '  宠物列表和宠物详情  \n',
    });
    expect(await readTextFile(new File(['0123456789X'], 'a.txt'), LIMIT)).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });

  it('refuses a file too large to hold the limit without reading it', async () => {
    const file = new File([new Uint8Array(LIMIT * 3 + 4)], 'big.log');
    expect(await readTextFile(file, LIMIT)).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses a binary file: bytes that are not UTF-8, or NUL characters', async () => {
    const pdf = new File(
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf, 0xd3])],
      'a.pdf',
    );
    expect(await readTextFile(pdf, LIMIT)).toEqual({ ok: false, problem: 'notText' });
    // Valid UTF-8, as some binary formats' first bytes are, but with NULs no text holds.
    const binary = new File([new Uint8Array([0x53, 0x51, 0x4c, 0x00, 0x00, 0x01])], 'a.txt');
    expect(await readTextFile(binary, LIMIT)).toEqual({ ok: false, problem: 'notText' });
  });
});
