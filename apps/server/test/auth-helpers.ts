import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { problemSchema } from '@heron/contract';

let ipCounter = 10;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export async function outbox(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    items: { channel: string; to: string; subject: string | null; text: string }[];
  }>().items;
}

/** The newest code the dev outbox holds for an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outbox(app)).find((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'heron_session');
  if (!cookie) throw new Error('no session cookie set');
  return cookie.value;
}

export const PASSWORD = 'correct horse battery';

/** Registers by email through the real flow and returns the session token. */
export async function registerUser(
  app: FastifyInstance,
  email: string,
  options: { name?: string; password?: string; ip?: string } = {},
): Promise<string> {
  const ip = options.ip ?? nextIp();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-codes',
    remoteAddress: ip,
    payload: { email, purpose: 'register' },
  });
  expect(sent.statusCode).toBe(200);
  const password = options.password ?? PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/email',
    remoteAddress: ip,
    payload: {
      name: options.name ?? 'Ada',
      email,
      code: await latestCode(app, email.toLowerCase()),
      password,
      confirmPassword: password,
      agreed: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return sessionCookie(response);
}

/** A POST from its own client address (a fresh one unless given). */
export function poster(app: FastifyInstance) {
  return (url: string, payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
}

export const problem = (response: { json(): unknown }) => problemSchema.parse(response.json());
