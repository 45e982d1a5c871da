import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { jsString } from './js-literal.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { runProgram } from './test-support/run-program.js';
import { NASTY, SAMPLE_NAMES } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('js-axios', sample);

describe('generateJsAxios', () => {
  it('GET: one config object with method, url and folded headers', () => {
    const lines = linesOf(code('get'));
    expect(lines[0]).toBe("import axios from 'axios';");
    expect(lines).toContain('const response = await axios({');
    expect(lines).toContain("  method: 'GET',");
    expect(lines).toContain(`  url: '${URL}',`);
    expect(lines).toContain("    'X-Trace': 'one, two',");
    expect(lines).toContain("    'Cookie': 'a=1; b=2',");
    expect(lines).not.toContain('  data,');
  });

  it('JSON text: the pretty document as data, left to axios (it parses, has no outer space)', () => {
    const text = code('json');
    expect(text).toMatch(/\nconst data = `\{\n {2}"name": /);
    expect(linesOf(text)).toContain('  data,');
    expect(text).not.toContain('transformRequest');
  });

  it('text axios would rewrite (JSON type, not JSON) turns its transform off', () => {
    const text = generateCode(
      {
        method: 'POST',
        url: 'https://a.test/',
        headers: [],
        body: { kind: 'text', contentType: 'application/json', text: ' {{not json}} ' },
      },
      'js-axios',
    );
    expect(text).toContain("const data = ' {{not json}} ';");
    expect(text).toContain('  transformRequest: [(body) => body],');
  });

  it('urlencoded, multipart and binary build data as fetch does', () => {
    expect(linesOf(code('urlencoded'))).toContain('const data = new URLSearchParams([');
    expect(linesOf(code('multipart'))).toContain(`data.append('note', ${jsString(NASTY)});`);
    expect(linesOf(code('multipart'))).toContain(
      "data.append('photo', new Blob([await readFile('photo 1.png')], { type: 'image/png' }), 'photo 1.png');",
    );
    expect(code('multipart')).not.toContain('headers');
    expect(linesOf(code('binary'))).toContain("const data = await readFile('data.bin');");
    expect(linesOf(code('binary')).slice(0, 2)).toEqual([
      "import axios from 'axios';",
      "import { readFile } from 'node:fs/promises';",
    ]);
  });

  it('escapes a nasty string', () => {
    expect(linesOf(code('text'))).toContain(
      "    'X-Nasty': 'it\\'s \"q\" \\\\ $HOME {{var}} 100% `x`',",
    );
  });

  it(
    'is valid JavaScript for every sample (node --check; generated-code-runs runs it against axios)',
    { timeout: 300_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'heron-axios-'));
      try {
        for (const sample of SAMPLE_NAMES) {
          const file = join(dir, `${sample}.mjs`);
          await writeFile(file, code(sample));
          const run = await runProgram(process.execPath, ['--check', file], {
            cwd: dir,
            timeoutMs: 60_000,
          });
          expect(run.stderr, sample).toBe('');
          expect(run.exitCode, sample).toBe(0);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
