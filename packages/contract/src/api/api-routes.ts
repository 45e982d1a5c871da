import type { ApiRoute } from './define-route.js';
import * as accessTokens from './access-tokens-routes.js';
import * as account from './account-routes.js';
import * as admin from './admin-routes.js';
import * as ai from './ai-routes.js';
import * as auth from './auth-routes.js';
import * as billing from './billing-routes.js';
import * as debug from './debug-routes.js';
import * as design from './design-routes.js';
import * as designTransfer from './design-transfer-routes.js';
import * as devOutbox from './dev-outbox-routes.js';
import * as docs from './docs-routes.js';
import * as environments from './environments-routes.js';
import * as files from './files-routes.js';
import * as health from './health-routes.js';
import * as invites from './invites-routes.js';
import * as loadRuns from './load-run-routes.js';
import * as mock from './mock-routes.js';
import * as oauth from './oauth-routes.js';
import * as points from './points-routes.js';
import * as projects from './projects-routes.js';
import * as teams from './teams-routes.js';
import * as testing from './testing-routes.js';
import * as testSchedules from './test-schedule-routes.js';

/**
 * Every route of the API, for what must see them all: the server's check that it serves
 * exactly these, and tooling. Callers import the one route they need (`getTeamRoute`), which
 * keeps the web app's chunks to the schemas they use.
 */
// Pure: a bundle that never reads the table (the web app) drops it.
export const API_ROUTES: readonly ApiRoute[] = /* @__PURE__ */ [
  accessTokens,
  account,
  admin,
  ai,
  auth,
  billing,
  debug,
  design,
  designTransfer,
  devOutbox,
  docs,
  environments,
  files,
  health,
  invites,
  loadRuns,
  mock,
  oauth,
  points,
  projects,
  teams,
  testing,
  testSchedules,
].flatMap((routes) => Object.values(routes));
