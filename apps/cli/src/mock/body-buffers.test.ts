import { describe, expect, it } from 'vitest';
import { BodyBuffers } from './body-buffers.js';

describe('BodyBuffers', () => {
  it('gives the UTF-8 bytes of a text, the same Buffer while it is kept', () => {
    const buffers = new BodyBuffers();
    const text = `{"name":"${'é'.repeat(3000)}"}`;
    const first = buffers.get(text);
    expect(first.toString('utf8')).toBe(text);
    expect(first.length).toBe(Buffer.byteLength(text));
    expect(buffers.get(text)).toBe(first);
  });

  it('empties itself rather than grow past its byte budget', () => {
    const buffers = new BodyBuffers(10_000);
    for (let i = 0; i < 3; i += 1) buffers.get(String(i).repeat(3_000));
    expect(buffers.size).toBe(3);
    const fourth = '3'.repeat(3_000);
    expect(buffers.get(fourth).toString()).toBe(fourth);
    expect(buffers.size).toBe(1);
  });
});
