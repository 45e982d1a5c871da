import type { ResolvedRequest } from '@heron/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeIdleConnections as closeIdleClients } from '../../../adapters/outbound/index.js';
import { sendRequest } from './send-request.js';
import {
  hasOpenssl,
  selfSignedCertificate,
  startHttpServer,
  startHttpsServer,
  type TestServer,
} from '../../../../test/send-test-servers.js';

const canMakeCertificates = hasOpenssl();
if (!canMakeCertificates)
  console.warn('openssl not found: the TLS tests of the sender are skipped');

const get = (url: string): ResolvedRequest => ({
  method: 'GET',
  url,
  headers: [],
  body: { kind: 'none' },
});
const settings = { timeoutMs: 10_000, followRedirects: true, maxRedirects: 5 };

describe.skipIf(!canMakeCertificates)('TLS', () => {
  let secure: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    secure = await startHttpsServer(
      (request, response) => response.end(`secure ${request.url}`),
      selfSignedCertificate(),
    );
    plain = await startHttpServer((_request, response) => response.end('plain'));
  });
  afterAll(async () => {
    await closeIdleClients();
    await secure.close();
    await plain.close();
  });

  it('refuses a self-signed certificate with the reason', async () => {
    const sent = await sendRequest(get(`https://localhost:${secure.port}/a`), {
      auth: { type: 'none' },
      settings,
      policy: 'open',
    });
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.error.code).toBe('TLS_FAILED');
    expect(sent.error.message).toContain('self-signed');
    expect(sent.error.message).toContain('certificate verification');
    expect(sent.error.timings.connectMs).toBeGreaterThan(0);
  });

  it('sends when certificate checking is off, and times the handshake', async () => {
    const sent = await sendRequest(get(`https://localhost:${secure.port}/b`), {
      auth: { type: 'none' },
      settings,
      policy: 'open',
      verifyTls: false,
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(Buffer.from(sent.response.body.base64, 'base64').toString()).toBe('secure /b');
    const { timings } = sent.response;
    expect(timings.tlsMs).toBeGreaterThan(0);
    expect(timings.connectMs).toBeGreaterThan(0);
    expect(timings.totalMs).toBeGreaterThanOrEqual(
      timings.dnsMs + timings.connectMs + timings.tlsMs + timings.firstByteMs,
    );
  });

  it('never lends an unchecked connection to a send that checks certificates', async () => {
    const unchecked = await sendRequest(get(`https://127.0.0.1:${secure.port}/c`), {
      auth: { type: 'none' },
      settings,
      policy: 'open',
      verifyTls: false,
    });
    expect(unchecked.ok).toBe(true);
    const checked = await sendRequest(get(`https://127.0.0.1:${secure.port}/c`), {
      auth: { type: 'none' },
      settings,
      policy: 'open',
    });
    expect(checked.ok ? 'answered' : checked.error.code).toBe('TLS_FAILED');
  });

  it('says TLS failed when the server does not speak TLS', async () => {
    const sent = await sendRequest(get(`https://127.0.0.1:${plain.port}/`), {
      auth: { type: 'none' },
      settings,
      policy: 'open',
    });
    expect(sent.ok ? 'answered' : sent.error.code).toBe('TLS_FAILED');
  });
});
