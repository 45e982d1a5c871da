import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import { nextIp } from '../../../test/auth-helpers.js';
import { createMessenger, type OutboxMessageDraft } from './messenger.js';

describe('email through a real SMTP server on loopback', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Heron <heron@test.local>',
      devOutbox: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the verification code by SMTP and keeps nothing in an outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email-codes',
      remoteAddress: nextIp(),
      payload: { email: 'smtp@example.com', purpose: 'register' },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp@example.com']);
    expect(received[0]!.data).toContain('From: Heron <heron@test.local>');
    expect(received[0]!.data).toMatch(/Subject: Your Heron verification code: \d{6}/);

    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json().code).toBe('OUTBOX_DISABLED');
  });
});

describe('without any provider and without the outbox', () => {
  it('refuses to pretend a code was sent, and counts nothing against the person', async () => {
    const t = await createTestApp({ devOutbox: false });
    const ip = nextIp();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sms-codes',
        remoteAddress: ip,
        payload: { phone: '+8613600136000', purpose: 'login' },
      });
    const first = await send();
    expect(first.statusCode).toBe(503);
    expect(first.json().code).toBe('SERVICE_UNAVAILABLE');
    // Not delivered, so no one-a-minute wait applies to the next try.
    expect((await send()).statusCode).toBe(503);
    await t.close();
  });
});

describe('SMS through the webhook, by the outbound client', () => {
  const received: { method: string; url: string; type: string; body: unknown }[] = [];
  let hook: http.Server;
  let t: TestApp;
  let answer = 200;

  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          type: req.headers['content-type'] ?? '',
          body: JSON.parse(text),
        });
        // A moved webhook is followed with its body, as fetch did.
        if (req.url === '/old') res.writeHead(307, { location: '/send' }).end();
        else res.writeHead(answer).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const port = (hook.address() as AddressInfo).port;
    t = await createTestApp({ smsWebhookUrl: `http://127.0.0.1:${port}/old`, devOutbox: false });
  });
  afterAll(async () => {
    await t.close();
    hook.closeAllConnections();
    await new Promise((resolve) => hook.close(resolve));
  });

  const send = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sms-codes',
      remoteAddress: nextIp(),
      payload: { phone, purpose: 'login' },
    });

  it('posts the message as JSON, following a redirect with the body', async () => {
    received.length = 0;
    const response = await send('+8613600136001');
    expect(response.statusCode, response.body).toBe(200);
    expect(received.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/old'],
      ['POST', '/send'],
    ]);
    expect(received[1]!.type).toBe('application/json');
    expect(received[1]!.body).toMatchObject({ to: '+8613600136001', text: expect.any(String) });
  });

  it('says the provider refused when the webhook answers an error', async () => {
    answer = 500;
    const response = await send('+8613600136002');
    answer = 200;
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('into the dev outbox, through the writer it is handed', () => {
  it('gives each message to that writer and reaches no table itself', async () => {
    const kept: OutboxMessageDraft[] = [];
    const messenger = createMessenger(
      testConfig({ devOutbox: true, smtpUrl: undefined, smsWebhookUrl: undefined }),
      async (message) => void kept.push(message),
    );
    await messenger.sendEmail({ to: 'a@example.com', subject: 'Hello', text: 'code 123456' });
    await messenger.sendSms({ to: '+8613600136000', text: 'code 654321' });
    expect(kept).toEqual([
      { channel: 'email', to: 'a@example.com', subject: 'Hello', text: 'code 123456' },
      { channel: 'sms', to: '+8613600136000', subject: null, text: 'code 654321' },
    ]);
  });

  it('hands nothing to the writer when the outbox is off', async () => {
    const kept: OutboxMessageDraft[] = [];
    const messenger = createMessenger(
      testConfig({ devOutbox: false, smtpUrl: undefined, smsWebhookUrl: undefined }),
      async (message) => void kept.push(message),
    );
    await expect(messenger.sendSms({ to: '+8613600136000', text: 'x' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(kept).toEqual([]);
  });
});
