import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'e2e password 123';

let counter = 0;
/** A unique address per call, so tests never collide across runs or workers. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

interface OutboxItem {
  to: string;
  subject: string | null;
  text: string;
}

/** The newest dev-outbox message to an address, waiting for it to arrive. */
export async function outboxMessage(request: APIRequestContext, to: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/dev/outbox');
      const { items } = (await response.json()) as { items: OutboxItem[] };
      found = items.find((item) => item.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export function codeIn(message: OutboxItem): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in: ${message.text}`);
  return code;
}

let addressCounter = 0;
/**
 * A client address of its own for each sign-up through the API (the app under test trusts the
 * proxy header), so the suite's many sign-ups stay under the per-address code limit, which the
 * tests that type in a browser still meet as a person would.
 */
function nextClientAddress(): string {
  addressCounter += 1;
  return `10.77.${process.pid % 250}.${addressCounter % 250}`;
}

/** Registers by email through the API (the request context keeps the session cookie). */
export async function signUpThroughApi(request: APIRequestContext, email = uniqueEmail()) {
  const sent = await request.post('/api/v1/auth/email-codes', {
    data: { email, purpose: 'register' },
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  expect(sent.status()).toBe(200);
  const code = codeIn(await outboxMessage(request, email));
  const registered = await request.post('/api/v1/auth/register/email', {
    data: {
      name: 'E2E Person',
      email,
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreed: true,
    },
  });
  expect(registered.status()).toBe(201);
  return { email, password: PASSWORD };
}

/** Reads the newest code for an address from the dev outbox page, as a person would. */
export async function readCodeFromOutboxPage(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const item = outbox.getByRole('listitem').filter({ hasText: to }).first();
  await expect(item).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await item.textContent()) ?? '')?.[1];
  await outbox.close();
  if (!code) throw new Error(`no code for ${to} on the outbox page`);
  return code;
}
