// The points module's public entry: other modules and the app import only from here.
export { grantedSince, grantPoints } from './points-ledger.js';
export type { PointOwnerType } from './points-ledger.js';
export { pointsRoutes } from './points-routes.js';
export {
  aiFunds,
  aiFundsRefusal,
  assertAiFunds,
  chargeAiUse,
  pointsForTokens,
  spendablePoints,
  type AiFunds,
  type AiUse,
} from './ai-use.js';
