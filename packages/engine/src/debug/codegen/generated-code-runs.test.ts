import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCode, type CodeTarget } from './index.js';
import {
  startCaptureServer,
  type CaptureServer,
  type CapturedRequest,
} from './test-support/capture-server.js';
import { hasCommand, runProgram } from './test-support/run-program.js';
import {
  JSON_FILE_BYTES,
  NASTY,
  PNG_BYTES,
  PRETTY_JSON,
  SAMPLE_FILES,
  SAMPLE_PATH,
  sampleRequest,
  type SampleName,
} from './test-support/sample-requests.js';
import { toolchainTest } from './test-support/toolchain-test.js';

/**
 * Each generated program is run against a local server, which must receive exactly the
 * method, path and query, headers and body of the request. Targets whose toolchain is not
 * installed are skipped, and say so; in CI they fail (`.ci/run` installs every toolchain).
 */

interface Runner {
  target: CodeTarget;
  fileName: string;
  command: string;
  args: (file: string) => string[];
  /** Why this target cannot run here, or undefined when it can. */
  missing: () => string | undefined;
  /** The client folds repeated headers into one line (fetch, requests, .NET). */
  foldsRepeatedHeaders: boolean;
  /** Go's url.Values.Encode writes fields sorted by name. */
  sortsFormFields?: boolean;
  /**
   * FormData (fetch, axios) writes every line break in a text part as CR LF, as the
   * multipart/form-data encoding of the HTML standard says.
   */
  normalizesFormLineBreaks?: boolean;
}

/** The folder of an installed package (the repository's devDependency), or undefined. */
const packageFolder = (name: string): string | undefined => {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
};
const pythonHasRequests = (): boolean =>
  hasCommand('python3') && spawnSync('python3', ['-c', 'import requests']).status === 0;

const RUNNERS: Runner[] = [
  {
    target: 'curl',
    fileName: 'request.sh',
    command: 'sh',
    args: (file) => [file],
    missing: () => (hasCommand('curl') ? undefined : 'curl is not installed'),
    foldsRepeatedHeaders: false,
  },
  {
    target: 'js-fetch',
    fileName: 'request.mjs',
    command: process.execPath,
    args: (file) => [file],
    missing: () => undefined,
    foldsRepeatedHeaders: true,
    normalizesFormLineBreaks: true,
  },
  {
    target: 'js-axios',
    fileName: 'request.mjs',
    command: process.execPath,
    args: (file) => [file],
    missing: () =>
      packageFolder('axios') === undefined ? 'the axios package is not installed here' : undefined,
    foldsRepeatedHeaders: true,
    normalizesFormLineBreaks: true,
  },
  {
    target: 'python-requests',
    fileName: 'request.py',
    command: 'python3',
    args: (file) => [file],
    missing: () =>
      pythonHasRequests() ? undefined : 'python3 with the requests package is not installed',
    foldsRepeatedHeaders: true,
  },
  {
    target: 'go-net-http',
    fileName: 'main.go',
    command: 'go',
    args: (file) => ['run', file],
    missing: () => (hasCommand('go') ? undefined : 'go is not installed'),
    foldsRepeatedHeaders: false,
    sortsFormFields: true,
  },
  {
    target: 'java-httpclient',
    fileName: 'Main.java',
    command: 'java',
    // The quick JIT tier and the serial collector: a run this short spends most of its time
    // starting the JVM, and these halve the CPU that takes (1.4 → 0.8 s per program here).
    args: (file) => ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', file],
    missing: () => (hasCommand('java') ? undefined : 'java (11+) is not installed'),
    foldsRepeatedHeaders: false,
  },
  {
    target: 'php-curl',
    fileName: 'request.php',
    command: 'php',
    args: (file) => [file],
    missing: () => (hasCommand('php') ? undefined : 'php is not installed'),
    foldsRepeatedHeaders: false,
  },
];

/** A program may take a while to start (the JVM compiles the source first): no test fails on time. */
const SLOW = { timeout: 300_000 };

let server: CaptureServer;
let workDir: string;

beforeAll(async () => {
  server = await startCaptureServer();
  workDir = await mkdtemp(join(tmpdir(), 'heron-codegen-'));
  for (const [name, bytes] of Object.entries(SAMPLE_FILES))
    await writeFile(join(workDir, name), bytes);
  // The program imports `axios` as a person's project would: from a node_modules beside it.
  // Node resolves a symlinked package from its real folder, so axios finds its own dependencies.
  const axios = packageFolder('axios');
  if (axios !== undefined) {
    await mkdir(join(workDir, 'node_modules'));
    await symlink(axios, join(workDir, 'node_modules', 'axios'), 'dir');
  }
});

afterAll(async () => {
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Runs the generated program and returns the one request the server received. */
async function send(runner: Runner, sample: SampleName): Promise<CapturedRequest> {
  const code = generateCode(sampleRequest(sample, server.origin), runner.target);
  await writeFile(join(workDir, runner.fileName), code);
  const before = server.requests.length;
  const run = await runProgram(runner.command, runner.args(runner.fileName), {
    cwd: workDir,
    timeoutMs: 120_000,
  });
  expect(run.exitCode, `${runner.target} ${sample}: ${run.stderr}\n${code}`).toBe(0);
  expect(server.requests.length).toBe(before + 1);
  return server.requests[before]!;
}

function headerValues(request: CapturedRequest, name: string): string[] {
  const values: string[] = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]!.toLowerCase() === name.toLowerCase())
      values.push(request.rawHeaders[index + 1]!);
  }
  return values;
}

/** One value per name, the way a folding client would send it. */
function header(request: CapturedRequest, name: string): string | undefined {
  const values = headerValues(request, name);
  if (values.length === 0) return undefined;
  return values.join(name.toLowerCase() === 'cookie' ? '; ' : ', ');
}

const EXPECTED_METHOD: Record<SampleName, string> = {
  get: 'GET',
  json: 'POST',
  text: 'PUT',
  urlencoded: 'POST',
  multipart: 'POST',
  binary: 'PATCH',
  delete: 'DELETE',
  head: 'HEAD',
};

function checkCommon(received: CapturedRequest, sample: SampleName): void {
  expect(received.method).toBe(EXPECTED_METHOD[sample]);
  expect(received.url).toBe(SAMPLE_PATH);
  // Whatever length a request states, the one sent matches the body sent.
  const length = header(received, 'content-length');
  if (length !== undefined) expect(Number(length)).toBe(received.body.length);
}

describe.each(RUNNERS)('generated $target code, run', (runner) => {
  const missing = runner.missing();
  if (missing !== undefined) {
    toolchainTest('runs against a local server', missing, SLOW, async () => {});
    return;
  }

  it(
    'GET: sends the query and every header, repeated ones included, and no body',
    SLOW,
    async () => {
      const received = await send(runner, 'get');
      checkCommon(received, 'get');
      expect(header(received, 'accept')).toBe('application/json');
      expect(header(received, 'x-trace')).toBe('one, two');
      expect(header(received, 'cookie')).toBe('a=1; b=2');
      expect(header(received, 'x-nasty')).toBe(`it's "q" \\ $HOME {{var}} 100% \`x\``);
      expect(header(received, 'x-empty')).toBe('');
      if (!runner.foldsRepeatedHeaders)
        expect(headerValues(received, 'x-trace')).toEqual(['one', 'two']);
      expect(received.body.length).toBe(0);
    },
  );

  it(
    'JSON text: sends the pretty-printed document byte for byte, numbers as written',
    SLOW,
    async () => {
      const received = await send(runner, 'json');
      checkCommon(received, 'json');
      expect(header(received, 'content-type')).toBe('application/json');
      expect(header(received, 'authorization')).toBe('Bearer abc.def');
      expect(received.body.equals(Buffer.from(PRETTY_JSON))).toBe(true);
    },
  );

  it('text: sends quotes, backslashes, CR LF, $ and unicode unchanged', SLOW, async () => {
    const received = await send(runner, 'text');
    checkCommon(received, 'text');
    expect(header(received, 'content-type')).toBe('text/plain; charset=utf-8');
    expect(received.body.toString('utf8')).toBe(NASTY);
    expect(received.body.equals(Buffer.from(NASTY))).toBe(true);
  });

  it('urlencoded: sends every field, repeated names in order', SLOW, async () => {
    const received = await send(runner, 'urlencoded');
    checkCommon(received, 'urlencoded');
    expect(header(received, 'content-type')).toBe('application/x-www-form-urlencoded');
    const fields = [...new URLSearchParams(received.body.toString('utf8'))];
    const expected = [
      ['a b', NASTY],
      ['tag', 'x'],
      ['tag', 'y'],
      ['ünï&=', '%41+'],
    ];
    const byName = (a: string[], b: string[]): number =>
      a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0;
    expect(fields).toEqual(runner.sortsFormFields ? [...expected].sort(byName) : expected);
  });

  it(
    'multipart: sends text parts and files read from disk with their names and types',
    SLOW,
    async () => {
      const received = await send(runner, 'multipart');
      checkCommon(received, 'multipart');
      const contentType = header(received, 'content-type') ?? '';
      expect(contentType).toMatch(/^multipart\/form-data; ?boundary=/);
      const form = await new Response(received.body, {
        headers: { 'content-type': contentType },
      }).formData();
      const entries = await Promise.all(
        [...form].map(async ([name, value]) =>
          typeof value === 'string'
            ? [name, value]
            : [name, value.name, value.type, new Uint8Array(await value.arrayBuffer())],
        ),
      );
      const note = runner.normalizesFormLineBreaks ? NASTY.replace(/\r?\n/g, '\r\n') : NASTY;
      expect(entries).toEqual([
        ['note', note],
        ['photo', 'photo 1.png', 'image/png', PNG_BYTES],
        ['tag', 'x'],
        ['tag', 'y'],
        ['doc', 'data;v2.json', 'application/json', JSON_FILE_BYTES],
      ]);
    },
  );

  it('binary: sends the file from disk byte for byte', SLOW, async () => {
    const received = await send(runner, 'binary');
    checkCommon(received, 'binary');
    expect(header(received, 'content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(received.body)).toEqual(PNG_BYTES);
  });

  it('DELETE and HEAD: send the method with no body', SLOW, async () => {
    for (const sample of ['delete', 'head'] as const) {
      const received = await send(runner, sample);
      checkCommon(received, sample);
      expect(received.body.length).toBe(0);
    }
  });
});
