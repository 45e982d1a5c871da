import { describe, expect, it } from 'vitest';
import type { ResolvedRequest } from '../resolved-request.js';
import { CODE_TARGETS, generateCode, isCodeTarget, type CodeTarget } from './index.js';
import { sampleRequest, SAMPLE_NAMES } from './test-support/sample-requests.js';

describe('CODE_TARGETS', () => {
  it('lists the targets of issue 6 that CI runs (C# left with issue 20), each with a label and a highlighting language', () => {
    expect(CODE_TARGETS.map((target) => [target.id, target.language])).toEqual([
      ['curl', 'shell'],
      ['js-fetch', 'javascript'],
      ['js-axios', 'javascript'],
      ['python-requests', 'python'],
      ['go-net-http', 'go'],
      ['java-httpclient', 'java'],
      ['php-curl', 'php'],
    ]);
    for (const target of CODE_TARGETS) expect(target.label).not.toBe('');
  });
});

describe('generateCode', () => {
  it('writes every sample for every target, ending in a line feed', () => {
    for (const target of CODE_TARGETS)
      for (const sample of SAMPLE_NAMES) {
        const code = generateCode(sampleRequest(sample, 'https://a.test'), target.id);
        expect(code, `${target.id} ${sample}`).toMatch(/\S\n$/);
      }
  });

  it('refuses an unknown target with a clear error', () => {
    expect(isCodeTarget('curl')).toBe(true);
    expect(isCodeTarget('toString')).toBe(false);
    expect(isCodeTarget('cobol')).toBe(false);
    expect(() =>
      generateCode(sampleRequest('get', 'https://a.test'), 'cobol' as CodeTarget),
    ).toThrow(/^Unknown code target "cobol"; expected one of curl, js-fetch,/);
  });

  it('never throws on odd input: empty names, odd methods, control characters, lone surrogates', () => {
    const odd = ['', ' ', '"', "'", '\\', '\0', '\r\n', '\uD800', '${', '`', '%', '[]{}', 'ünï 😀'];
    let seed = 1;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 16807) % 2147483647;
      return items[seed % items.length]!;
    };
    const text = (): string => pick(odd) + pick(odd) + pick(odd);
    for (let round = 0; round < 200; round++) {
      const bodies: ResolvedRequest['body'][] = [
        { kind: 'none' },
        {
          kind: 'text',
          contentType: pick(['', 'application/json', text()]),
          text: pick(['{"a":1}', text()]),
        },
        { kind: 'urlencoded', fields: [{ name: text(), value: text() }] },
        {
          kind: 'multipart',
          parts: [
            { kind: 'text', name: text(), value: text() },
            { kind: 'file', name: text(), fileName: text(), contentType: text(), base64: '' },
          ],
        },
        { kind: 'binary', fileName: text(), contentType: text(), base64: 'not base64' },
      ];
      const request: ResolvedRequest = {
        method: pick(['GET', 'HEAD', 'POST', '', 'M E', text()]),
        url: pick(['https://a.test/' + text(), text()]),
        headers: [
          { name: text(), value: text() },
          { name: pick(['Host', 'Content-Type', 'Connection', 'Expires']), value: text() },
        ],
        body: pick(bodies),
      };
      for (const target of CODE_TARGETS)
        expect(() => generateCode(request, target.id)).not.toThrow();
    }
  });
});
