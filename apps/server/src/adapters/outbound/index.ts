/**
 * The server's one way out to HTTP (issue 20). Every request the server makes — a URL import and
 * the files its `$ref`s name, the debugger's sends and token fetches, sign-in providers, payment
 * gateways, the SMS webhook, and next the test runner, scheduled runs, webhooks and AI calls —
 * goes through a client made here. Nothing else in `apps/server/src` may call `fetch`, import
 * undici or use `http.request`/`https.request` (the lint rule in eslint.config.js).
 *
 * ```ts
 * const client = createOutboundClient({
 *   purpose: 'url-import',          // named in errors
 *   policy: config.outboundAddressPolicy, // or 'open' for an operator's own endpoint
 *   deadlineMs: 30_000,             // the whole request: connection, redirects, body
 *   maxBytes: 10 * 1024 * 1024,     // past it: fail ('too-large') or overflow: 'truncate'
 *   maxRedirects: 5,                // 0: a redirect is the answer
 * });
 * const answer = await client.request({ method: 'PUT', url, headers, body, signal });
 * answer.status; answer.headers['content-type']; decodeText(answer.body, …);
 * ```
 *
 * What every request gets:
 * - **The address policy.** Only http and https; an IP literal is checked before anything is
 *   sent; a name is resolved once by the connection's own lookup, every address checked, and
 *   the socket pinned to a checked one (no DNS rebinding). `public-only` refuses loopback,
 *   private, CGNAT, link-local (cloud metadata), multicast, reserved and documentation ranges,
 *   also IPv4-mapped, NAT64 and 6to4 forms of them (address-policy.ts); a function of one's own
 *   can allow or refuse anything.
 * - **Redirects** followed by hand as browsers do (303, and 301/302 after POST, become GET;
 *   307/308 keep the method and body), the policy checked again on every hop, credentials
 *   (Authorization, Cookie, Proxy-Authorization) dropped when a hop leaves the origin, and a
 *   limit past which the request fails with `redirects`.
 * - **A deadline** over the whole request, and the caller's own abort signal.
 * - **A size cap** on the answer's body, declared or streamed: reading stops at the cap.
 * - **Any method with any body**, headers as a record or an ordered list.
 * - **Timing** of the connection (DNS with the policy check, TCP, TLS), first byte and download.
 * - With `keepAlive`, **pooled connections** (one exchange at a time per connection, so each
 *   answer knows whether its connection was new); a connection made under one policy, resolver
 *   or TLS setting is never reused under another. `closeIdleConnections()` ends them.
 *
 * Failures reject with an `OutboundError` whose `reason` says why (`invalid-url`, `protocol`,
 * `address`, `invalid-request`, `timeout`, `too-large`, `redirects`, `network` with the
 * connection `phase` when known), or with the caller's signal's reason when the caller aborted.
 */
export {
  createOutboundClient,
  OUTBOUND_DEFAULTS,
  type OutboundClient,
  type OutboundClientOptions,
  type OutboundRequest,
  type OutboundResponse,
} from './outbound-client.js';
export {
  findOutboundError,
  OutboundError,
  type ConnectPhase,
  type OutboundFailure,
} from './outbound-error.js';
export {
  addressCheckOf,
  nonPublicReason,
  OUTBOUND_ADDRESS_POLICIES,
  type AddressCheck,
  type OutboundAddressPolicy,
} from './address-policy.js';
export {
  checkTarget,
  systemResolver,
  type HostResolver,
  type ResolvedAddress,
} from './checked-lookup.js';
export { decodeText } from './decode-text.js';
export { closeIdleConnections } from './connection-pool.js';
// For a caller that follows redirects itself because each hop needs its own credentials (the
// debugger): it sends every hop with `maxRedirects: 0` and plans the next one with these.
export {
  planRedirect,
  REDIRECT_STATUSES,
  type HopPlan,
  type RedirectPlan,
} from './plan-redirect.js';
export { newHopProgress, type HopProgress, type OutboundHeader } from './exchange-once.js';
export { ConnectFailure, type ConnectionRecord } from './timed-connector.js';
