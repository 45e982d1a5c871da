import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type CliIo } from '../index.js';

// `heron run` (issue 22) against a small server started here: what it prints, the exit code CI
// reads, and the report files.

function capture(): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

let server: http.Server;
let base = '';
const REALM = 'heron-test';
const NONCE = 'dcd98b7102dd2f0e8b11d0f600bfb0c093';
const seen: string[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'heron-run-test-'));
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/login') {
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=s1; Path=/' });
        res.end(JSON.stringify({ token: 't-123', echo: body }));
        return;
      }
      if (url.pathname === '/digest') {
        // RFC 7616 with qop=auth: the answer is checked, not only looked at.
        const given = /^Digest (.*)$/.exec(req.headers.authorization ?? '')?.[1];
        const fields = Object.fromEntries(
          [...(given ?? '').matchAll(/(\w+)="?([^",]*)"?/g)].map((m) => [m[1], m[2]]),
        );
        const md5 = (text: string) => createHash('md5').update(text).digest('hex');
        const expected = md5(
          [
            md5(`ann:${REALM}:s3cret`),
            NONCE,
            fields.nc,
            fields.cnonce,
            'auth',
            md5(`GET:${url.pathname}${url.search}`),
          ].join(':'),
        );
        if (given === undefined || fields.response !== expected) {
          res.writeHead(401, {
            'www-authenticate': `Digest realm="${REALM}", qop="auth", nonce="${NONCE}", algorithm=MD5`,
          });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"user":"ann"}');
        return;
      }
      if (url.pathname === '/token') {
        const basic = `Basic ${Buffer.from('cli-app:cli-secret').toString('base64')}`;
        const ok =
          req.headers.authorization === basic &&
          body === 'grant_type=client_credentials&scope=orders';
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        res.end(
          ok
            ? '{"access_token":"tok-1","token_type":"Bearer","expires_in":3600}'
            : '{"error":"invalid_client"}',
        );
        return;
      }
      if (url.pathname === '/aws') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            auth: req.headers.authorization ?? null,
            date: req.headers['x-amz-date'] ?? null,
          }),
        );
        return;
      }
      if (url.pathname === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 1,
          path: url.pathname,
          query: url.search,
          auth: req.headers.authorization ?? null,
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, value: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, typeof value === 'string' ? value : JSON.stringify(value));
  return target;
}

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

function collection() {
  return {
    info: { name: 'Shop', schema: SCHEMA },
    variable: [{ key: 'base', value: base }],
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}' }] },
    item: [
      {
        name: 'Auth',
        item: [
          {
            name: 'Log in',
            request: {
              method: 'POST',
              url: '{{base}}/login',
              body: { mode: 'raw', raw: 'user={{user}}' },
            },
            event: [
              {
                listen: 'test',
                script: {
                  exec: [
                    "pm.test('logged in', () => pm.response.to.have.status(200));",
                    "pm.environment.set('token', pm.response.json().token);",
                  ],
                },
              },
            ],
          },
        ],
      },
      {
        name: 'Orders',
        item: [
          {
            name: 'List orders',
            request: { method: 'GET', url: '{{base}}/orders' },
            event: [
              {
                listen: 'test',
                script: {
                  exec: [
                    "pm.test('sent the token', () => pm.expect(pm.response.json().auth).to.eql('Bearer t-123'));",
                  ],
                },
              },
            ],
          },
          {
            name: 'Missing',
            request: { method: 'GET', url: '{{base}}/missing' },
            event: [
              {
                listen: 'test',
                script: { exec: ["pm.test('is there', () => pm.response.to.have.status(200));"] },
              },
            ],
          },
        ],
      },
    ],
  };
}

function suite(steps: unknown[], settings: Record<string, unknown> = {}) {
  return {
    kind: 'heron-test-suite',
    version: 1,
    scenario: { name: 'Suite', settings, steps },
    environment: { name: 'Local', values: { base } },
    variables: {},
  };
}

describe('heron run', () => {
  it('runs a Postman collection as newman does: scripts, inherited auth, exit code 1 on a failure', async () => {
    const io = capture();
    const junit = path.join(dir, 'out/junit.xml');
    const code = await run(
      [
        'node',
        'heron',
        'run',
        file('shop.json', collection()),
        '--no-color',
        '-r',
        'cli,junit',
        '--reporter-junit-export',
        junit,
      ],
      io,
    );
    expect(code).toBe(1);
    expect(io.stdout).toContain('→ Orders / List orders');
    expect(io.stdout).toMatch(/✓ {2}sent the token/);
    expect(io.stdout).toContain('1. is there');
    expect(io.stdout).toMatch(/assertions\s*│\s*3\s*│\s*1/);
    // The JUnit reporter's own tests parse its XML; here: the totals and a suite per folder.
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="Shop" tests="3" failures="1"/);
    expect([...xml.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'Auth',
      'Orders',
    ]);
  });

  it('runs only the folders asked for, and exits 0 when everything passed', async () => {
    const io = capture();
    const env = file('env.json', {
      name: 'Staging',
      values: [{ key: 'token', value: 't-123', enabled: true }],
    });
    const code = await run(
      [
        'node',
        'heron',
        'run',
        file('shop.json', collection()),
        '--folder',
        'List orders',
        '-e',
        env,
        '--no-color',
      ],
      io,
    );
    expect(code).toBe(0);
    expect(io.stdout).toContain('List orders');
    expect(io.stdout).not.toContain('Log in');
  });

  it("runs a collection's pm.sendRequest: a pre-request script fetches the token the request then sends", async () => {
    const io = capture();
    const tokenFirst = {
      info: { name: 'Token', schema: SCHEMA },
      variable: [{ key: 'base', value: base }],
      item: [
        {
          name: 'Orders',
          request: {
            method: 'GET',
            url: '{{base}}/orders',
            header: [{ key: 'Authorization', value: 'Bearer {{token}}' }],
          },
          event: [
            {
              listen: 'prerequest',
              script: {
                exec: [
                  'pm.sendRequest({',
                  "  url: pm.collectionVariables.get('base') + '/login',",
                  "  method: 'POST',",
                  "  body: { mode: 'urlencoded', urlencoded: [{ key: 'grant_type', value: 'client_credentials' }] },",
                  '}, (err, res) => {',
                  "  pm.environment.set('token', res.json().token);",
                  "  pm.environment.set('sent', res.json().echo);",
                  '});',
                ],
              },
            },
            {
              listen: 'test',
              script: {
                exec: [
                  "pm.test('sent the fetched token', () => pm.expect(pm.response.json().auth).to.eql('Bearer t-123'));",
                  "pm.test('posted the form', () => pm.expect(pm.environment.get('sent')).to.eql('grant_type=client_credentials'));",
                ],
              },
            },
          ],
        },
      ],
    };
    const before = seen.length;
    const code = await run(
      ['node', 'heron', 'run', file('token.json', tokenFirst), '--no-color'],
      io,
    );
    expect(io.stdout).toMatch(/✓ {2}sent the fetched token/);
    expect(io.stdout).toMatch(/✓ {2}posted the form/);
    expect(seen.slice(before)).toEqual(['POST /login', 'GET /orders']);
    expect(code).toBe(0);
  });

  it('answers a Digest challenge and signs with AWS Signature v4, as the server’s sender does', async () => {
    const io = capture();
    const steps = [
      {
        id: 'digest',
        type: 'request',
        name: 'Digest',
        request: {
          method: 'GET',
          url: '{{base}}/digest?x=1',
          auth: { type: 'digest', username: 'ann', password: 's3cret' },
        },
        assertions: [{ id: 's', source: 'status', comparator: 'equals', value: '200' }],
      },
      {
        id: 'aws',
        type: 'request',
        name: 'AWS',
        request: {
          method: 'GET',
          url: '{{base}}/aws',
          auth: {
            type: 'awsv4',
            accessKeyId: 'AKIDEXAMPLE',
            secretAccessKey: 'secret',
            region: 'eu-west-1',
            service: 'execute-api',
          },
        },
        assertions: [
          {
            id: 'a',
            source: 'json',
            path: '$.auth',
            comparator: 'matches',
            value:
              '^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/\\d{8}/eu-west-1/execute-api/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$',
          },
          {
            id: 'd',
            source: 'json',
            path: '$.date',
            comparator: 'matches',
            value: '^\\d{8}T\\d{6}Z$',
          },
        ],
      },
    ];
    const before = seen.length;
    const code = await run(
      ['node', 'heron', 'run', file('auth.json', suite(steps)), '--no-color'],
      io,
    );
    expect(io.stdout).not.toContain('AUTH_UNSUPPORTED');
    expect(seen.slice(before)).toEqual(['GET /digest?x=1', 'GET /digest?x=1', 'GET /aws']);
    expect(code, io.stdout).toBe(0);
  });

  it('fetches an OAuth 2.0 token with the client credentials once a run, and sends it as a bearer', async () => {
    const io = capture();
    const auth = {
      type: 'oauth2',
      grant: 'client_credentials',
      tokenUrl: '{{base}}/token',
      clientId: 'cli-app',
      clientSecret: 'cli-secret',
      scope: 'orders',
    };
    const order = (id: string) => ({
      id,
      type: 'request',
      name: id,
      request: { method: 'GET', url: '{{base}}/orders', auth },
      assertions: [
        { id: 'a', source: 'json', path: '$.auth', comparator: 'equals', value: 'Bearer tok-1' },
      ],
    });
    const refused = {
      id: 'refused',
      type: 'request',
      name: 'Refused',
      request: { method: 'GET', url: '{{base}}/orders', auth: { ...auth, clientSecret: 'wrong' } },
    };
    const before = seen.length;
    const code = await run(
      [
        'node',
        'heron',
        'run',
        file('oauth.json', suite([order('one'), order('two'), refused])),
        '--no-color',
      ],
      io,
    );
    expect(seen.slice(before)).toEqual([
      'POST /token',
      'GET /orders',
      'GET /orders',
      'POST /token',
    ]);
    expect(io.stdout).toContain('AUTH_FAILED');
    expect(io.stdout).toContain('invalid_client');
    expect(code).toBe(1);
  });

  it('stops at the first failure with --bail', async () => {
    const io = capture();
    const steps = [
      {
        id: 'a',
        type: 'request',
        name: 'Missing',
        request: { method: 'GET', url: '{{base}}/missing' },
        assertions: [{ id: 's', source: 'status', value: '200' }],
      },
      {
        id: 'b',
        type: 'request',
        name: 'Never',
        request: { method: 'GET', url: '{{base}}/never' },
      },
    ];
    seen.length = 0;
    const code = await run(
      ['node', 'heron', 'run', file('bail.json', suite(steps)), '--bail', '--no-color'],
      io,
    );
    expect(code).toBe(1);
    expect(seen).toEqual(['GET /missing']);
    expect(io.stdout).toContain('Run failed');
  });

  it('runs a Heron suite once per data row, with extraction, and writes HTML and JSON reports', async () => {
    const io = capture();
    const steps = [
      {
        id: 'login',
        type: 'request',
        name: 'Log in',
        request: { method: 'POST', url: '{{base}}/login', body: { kind: 'raw', text: '{{user}}' } },
        extractions: [{ id: 'e', variable: 'token', source: 'json', path: '$.token' }],
        assertions: [
          { id: 'echo', source: 'json', path: '$.echo', comparator: 'equals', value: '{{user}}' },
        ],
      },
      {
        id: 'orders',
        type: 'request',
        name: 'Orders',
        request: { method: 'GET', url: '{{base}}/orders?t={{token}}' },
        assertions: [
          { id: 'q', source: 'json', path: 'query', comparator: 'equals', value: '?t=t-123' },
        ],
      },
    ];
    const data = file('users.csv', 'user\nada\ngrace\n');
    const html = path.join(dir, 'report.html');
    const json = path.join(dir, 'report.json');
    const code = await run(
      [
        'node',
        'heron',
        'run',
        file('suite.json', suite(steps)),
        '-d',
        data,
        '-r',
        'html,json',
        '--reporter-html-export',
        html,
        '--reporter-json-export',
        json,
      ],
      io,
    );
    expect(code).toBe(0);
    expect(io.stdout).toBe('');
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      kind: string;
      iterations: number;
      totals: { assertions: number };
    };
    expect(report).toMatchObject({
      kind: 'heron-run-report',
      iterations: 2,
      totals: { assertions: 4 },
    });
    expect(readFileSync(html, 'utf8')).toContain('Suite');
  });

  it('says what is wrong with a file, a flag or a reporter, with exit code 1', async () => {
    const cases: [string[], RegExp][] = [
      [[path.join(dir, 'nope.json')], /does not exist/],
      [[file('bad.json', '{ not json')], /is not JSON/],
      [
        [file('other.json', { hello: 'world' })],
        /neither a Heron test suite nor a Postman collection/,
      ],
      [[file('v1.json', { ...suite([]), version: 9 })], /newer Heron/],
      [[file('s.json', suite([])), '-n', 'two'], /--iteration-count must be a whole number/],
      [[file('s.json', suite([])), '-r', 'teamcity'], /unknown reporter "teamcity"/],
      [[file('s.json', suite([])), '-d', file('rows.txt', 'a')], /a \.csv or \.json file/],
      [[file('shop.json', collection()), '--folder', 'Nowhere'], /folder "Nowhere" not found/],
    ];
    for (const [args, message] of cases) {
      const io = capture();
      expect(await run(['node', 'heron', 'run', ...args], io)).toBe(1);
      expect(io.stderr).toMatch(message);
    }
  });
});
