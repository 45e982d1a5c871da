import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellQuote } from './generate-curl.js';
import { goString, goText } from './generate-go-net-http.js';
import { javaString, javaText } from './generate-java-httpclient.js';
import { phpString } from './generate-php-curl.js';
import { pyString, pyText } from './generate-python-requests.js';
import { jsString, jsText } from './js-literal.js';
import { hasCommand, runProgram } from './test-support/run-program.js';
import { NASTY } from './test-support/sample-requests.js';
import { toolchainTest } from './test-support/toolchain-test.js';

/**
 * Every language's string literal, read back by that language: each string of a seeded random
 * set (every ASCII character, C1 controls, Unicode line separators, BOM, CJK, an emoji) must come
 * back unchanged. Languages whose toolchain is missing are skipped, and say so; in CI they fail.
 */

const ALPHABET = [
  ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
  '\x85',
  '\xa0',
  '\u2028',
  '\u2029',
  '\uFEFF',
  'é',
  '雪',
  '😀',
  '{{',
  '${',
  '\\u000a',
  '\\x41',
  '\r\n',
];

function randomStrings(count: number, seed: number): string[] {
  let state = seed;
  const next = (): number => {
    // A small LCG: the same strings every run, so a failure can be reproduced.
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * 24) },
      () => ALPHABET[Math.floor(next() * ALPHABET.length)],
    ).join(''),
  );
}

const STRINGS = [NASTY, '', '\n', 'a\n', '\nb', "'", '"', '\\', '$', ...randomStrings(150, 6)];
/** Shell arguments cannot hold NUL. */
const SHELL_STRINGS = STRINGS.map((s) => s.replaceAll('\0', ''));

/** Compilers start slowly: no test fails on time. */
const SLOW = { timeout: 300_000 };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'heron-literals-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs a program that prints its strings as one JSON array, and parses it. */
async function readBack(
  file: string,
  source: string,
  command: string,
  args: string[],
): Promise<string[]> {
  await writeFile(join(dir, file), source);
  const run = await runProgram(command, args, { cwd: dir, timeoutMs: 120_000 });
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as string[];
}

describe('string literals read back by their language', () => {
  it('JavaScript: quoted and template literals', () => {
    for (const value of STRINGS) {
      expect(new Function(`return ${jsString(value)};`)()).toBe(value);
      expect(new Function(`return ${jsText(value)};`)()).toBe(value);
    }
  });

  toolchainTest(
    'shell: single-quoted words (printf through sh)',
    hasCommand('sh') ? undefined : 'sh is not installed',
    SLOW,
    async () => {
      const script = `printf '%s\\0' ${SHELL_STRINGS.map(shellQuote).join(' ')}\n`;
      await writeFile(join(dir, 'words.sh'), script);
      const run = await runProgram('sh', ['words.sh'], { cwd: dir, timeoutMs: 60_000 });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout.split('\0').slice(0, -1)).toEqual(SHELL_STRINGS);
    },
  );

  toolchainTest(
    'Python: str literals and parenthesised line pieces',
    hasCommand('python3') ? undefined : 'python3 is not installed',
    SLOW,
    async () => {
      const items = STRINGS.flatMap((s) => [pyString(s), pyText(s)]);
      const source = `import json\nvalues = [\n${items.join(',\n')},\n]\nprint(json.dumps(values))\n`;
      const values = await readBack('literals.py', source, 'python3', ['literals.py']);
      expect(values).toEqual(STRINGS.flatMap((s) => [s, s]));
    },
  );

  toolchainTest(
    'Java: ASCII-only literals and + joined pieces',
    hasCommand('java') ? undefined : 'java is not installed',
    SLOW,
    async () => {
      const items = STRINGS.flatMap((s) => [javaString(s), javaText(s)]);
      const source = `public class Literals {
    public static void main(String[] args) {
        String[] values = {
${items.map((item) => `            ${item},`).join('\n')}
        };
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.length; i++) {
            if (i > 0) out.append(',');
            out.append('"');
            for (char c : values[i].toCharArray()) out.append(String.format("\\\\u%04x", (int) c));
            out.append('"');
        }
        System.out.print(out.append(']'));
    }
}
`;
      const values = await readBack('Literals.java', source, 'java', ['Literals.java']);
      expect(values).toEqual(STRINGS.flatMap((s) => [s, s]));
    },
  );

  toolchainTest(
    'Go: interpreted and raw literals',
    hasCommand('go') ? undefined : 'go is not installed',
    SLOW,
    async () => {
      const items = STRINGS.flatMap((s) => [goString(s), goText(s)]);
      const source = `package main

import (
\t"encoding/json"
\t"fmt"
)

func main() {
\tvalues := []string{
${items.map((item) => `\t\t${item},`).join('\n')}
\t}
\tout, _ := json.Marshal(values)
\tfmt.Print(string(out))
}
`;
      const values = await readBack('literals.go', source, 'go', ['run', 'literals.go']);
      expect(values).toEqual(STRINGS.flatMap((s) => [s, s]));
    },
  );

  toolchainTest(
    'PHP: single- and double-quoted literals',
    hasCommand('php') ? undefined : 'php is not installed',
    SLOW,
    async () => {
      const source = `<?php\n$values = [\n${STRINGS.map((s) => `    ${phpString(s)},`).join('\n')}\n];\necho json_encode($values);\n`;
      const values = await readBack('literals.php', source, 'php', ['literals.php']);
      expect(values).toEqual(STRINGS);
    },
  );
});
