import { expect, type APIRequestContext } from '@playwright/test';
import type { FakePerson, FakeProviderId } from './fake-providers.js';

/** Google, GitHub and WeChat on loopback (fake-providers.ts), started by playwright.config. */
export const FAKE_PROVIDERS_URL = `http://127.0.0.1:${Number(process.env.FAKE_PROVIDERS_PORT ?? 3198)}`;

/** Who signs in at the provider next; undefined for a new person each time. */
export async function setNextPerson(
  request: APIRequestContext,
  provider: FakeProviderId,
  person: FakePerson | undefined,
) {
  const response = await request.post(`${FAKE_PROVIDERS_URL}/__control/next-person`, {
    data: { provider, person },
  });
  expect(response.status()).toBe(200);
}
