import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.js';

describe('detectFormat', () => {
  it('finds "openapi"/"swagger" far below the head of sorted JSON', () => {
    const filler = `"definitions": {"a": "${'x'.repeat(70 * 1024)}"}`;
    expect(detectFormat(`{${filler}, "swagger": "2.0"}`)).toBe('swagger-2.0');
    expect(detectFormat(`{${filler}, "openapi": "3.0.1"}`)).toBe('openapi-3.0');
  });

  it('reads YAML indented as a whole, and a version key far below the head', () => {
    expect(detectFormat('---\n  swagger: "2.0"\n  info: {}\n')).toBe('swagger-2.0');
    expect(detectFormat(`components:\n  x: "${'y'.repeat(70 * 1024)}"\nopenapi: 3.1.0\n`)).toBe(
      'openapi-3.1',
    );
    // A nested `openapi:` is not the document's version.
    expect(detectFormat(`a:\n  openapi: 3.1.0\n`)).toBeNull();
  });

  it('tells a Heron project file from the OpenAPI version in its design', () => {
    expect(
      detectFormat('{"kind": "heron-project", "bundle": {"meta": {"openapi": "3.1.0"}}}'),
    ).toBe('heron');
  });
});
