import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { nextIp } from '../../../test/auth-helpers.js';

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
