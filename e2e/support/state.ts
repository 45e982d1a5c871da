import path from 'node:path';

/** Where the setup project keeps the signed-in browser state for the other tests. */
export const SIGNED_IN_STATE = path.resolve(
  import.meta.dirname,
  '../../test-results/e2e-state/signed-in.json',
);

/** For tests of what a signed-out visitor sees. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/** The instance's super admin in the browser tests (SUPER_ADMIN_EMAILS of the app under test). */
export const OPERATOR_EMAIL = 'e2e-operator@example.com';

/**
 * A second super admin, for the billing journey: each address can sign up once per run, and the
 * journeys run in parallel, so each journey that needs a super admin has its own.
 */
export const BILLING_OPERATOR_EMAIL = 'e2e-billing-operator@example.com';

/** A third super admin, for the check that the billing tables fit (its own, as above). */
export const TABLES_OPERATOR_EMAIL = 'e2e-tables-operator@example.com';
