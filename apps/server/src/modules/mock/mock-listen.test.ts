import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebugCode, MockSettings, SendResult } from '@heron/contract';
import { MASK } from '../debug/mask-secrets.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { getSettings, importPetstore } from '../../../test/mock-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { as } from '../../../test/workspace-helpers.js';

/**
 * The mock over real sockets: the server listening on its public URL with `MOCK_PORT`, called by
 * `fetch` as any client would, and by the debugger, which adds a private mock's token itself.
 */

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let cast: Cast;
let projectId: string;
let settings: MockSettings;
let mockPort: number;

beforeAll(async () => {
  const port = await freePort();
  mockPort = await freePort();
  t = await createTestApp({ host: '127.0.0.1', publicUrl: `http://127.0.0.1:${port}`, mockPort });
  await t.app.listen({ host: '127.0.0.1', port });
  cast = await signUpCast(t.app);
  ({ projectId } = await stage(t.database.db, cast));
  await importPetstore(t.app, cast.writer, projectId);
  settings = await getSettings(t.app, cast.reader, projectId);
});
afterAll(() => t?.close());

describe('the mock over HTTP', () => {
  it('answers at its base URL and on MOCK_PORT, with or without the /mock prefix', async () => {
    expect(settings.portBaseUrl).toBe(`http://127.0.0.1:${mockPort}/${projectId}`);
    const headers = { 'x-mock-token': settings.token };
    for (const url of [
      `${settings.baseUrl}/pets/1?__example=rex`,
      `${settings.portBaseUrl}/pets/1?__example=rex`,
      `http://127.0.0.1:${mockPort}/mock/${projectId}/pets/1?__example=rex`,
    ]) {
      const response = await fetch(url, { headers });
      expect(response.status, url).toBe(200);
      expect(await response.json()).toEqual({ id: 7, name: 'Rex', email: 'rex@example.com' });
    }
    const refused = await fetch(`${settings.portBaseUrl}/pets`);
    expect(refused.status).toBe(401);
    const nowhere = await fetch(`http://127.0.0.1:${mockPort}/`);
    expect(nowhere.status).toBe(404);
  });

  it('cuts off a streamed upload over 1 MB on both ports without reading it all', async () => {
    for (const base of [settings.baseUrl, settings.portBaseUrl!]) {
      // Chunked, so the size is only known by reading.
      const chunk = new Uint8Array(256 * 1024).fill(0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64) controller.close();
          else {
            sent += 1;
            controller.enqueue(chunk);
          }
        },
      });
      const response = await fetch(`${base}/pets`, {
        method: 'POST',
        headers: { 'x-mock-token': settings.token, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, base).toBe(413);
      expect(((await response.json()) as { code: string }).code).toBe('MOCK_BODY_TOO_LARGE');
      expect(sent).toBeLessThan(64);
    }
  });

  it('lets a member debug against the private mock: the token is added and masked', async () => {
    const send = await as(t.app, cast.reader).post(`/api/v1/projects/${projectId}/debug/send`, {
      request: { method: 'get', url: `${settings.baseUrl}/pets/1?__example=rex` },
    });
    expect(send.statusCode, send.body).toBe(200);
    const result = send.json<SendResult>();
    expect(result.error).toBeNull();
    expect(result.response!.status).toBe(200);
    expect(JSON.parse(Buffer.from(result.response!.body.base64, 'base64').toString())).toEqual({
      id: 7,
      name: 'Rex',
      email: 'rex@example.com',
    });
    const sentToken = result.sent!.headers.find((h) => h.name.toLowerCase() === 'x-mock-token');
    expect(sentToken?.value).toBe(MASK);
    expect(send.body).not.toContain(settings.token);

    // Another project's mock URL gets no token of this one.
    const other = await as(t.app, cast.reader).post(`/api/v1/projects/${projectId}/debug/send`, {
      request: {
        method: 'get',
        url: `${settings.baseUrl.replace(projectId, '00000000-0000-4000-8000-000000000000')}/pets`,
      },
    });
    const otherResult = other.json<SendResult>();
    expect(otherResult.response!.status).toBe(404);
    expect(otherResult.sent!.headers.some((h) => h.name.toLowerCase() === 'x-mock-token')).toBe(
      false,
    );
  });

  it('issue 21: generated code for a private mock fails without X-Mock-Token — it carries it', async () => {
    const codeOf = async (revealSecrets: boolean) => {
      const answer = await as(t.app, cast.reader).post(`/api/v1/projects/${projectId}/debug/code`, {
        request: { method: 'get', url: `${settings.baseUrl}/pets/1?__example=rex` },
        revealSecrets,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<DebugCode>();
    };
    const hidden = await codeOf(false);
    expect(hidden.request!.headers).toContainEqual({ name: 'X-Mock-Token', value: '<mock-token>' });
    expect(JSON.stringify(hidden)).not.toContain(settings.token);

    // Revealed, the request pasted anywhere is let in, as the send was.
    const shown = await codeOf(true);
    expect(shown.request!.headers).toContainEqual({ name: 'X-Mock-Token', value: settings.token });
    const pasted = await fetch(shown.request!.url, {
      headers: Object.fromEntries(shown.request!.headers.map((h) => [h.name, h.value])),
    });
    expect(pasted.status).toBe(200);
    expect(await pasted.json()).toEqual({ id: 7, name: 'Rex', email: 'rex@example.com' });
  });
});
