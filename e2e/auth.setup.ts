import { test as setup } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.js';
import { SIGNED_IN_STATE } from './support/state.js';

// One account for the suite: signing up per test would hit the per-client code limits.
setup('sign up a person for the suite', async ({ request }) => {
  await signUpThroughApi(request);
  await request.storageState({ path: SIGNED_IN_STATE });
});
