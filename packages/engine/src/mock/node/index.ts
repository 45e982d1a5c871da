/**
 * The mock engine on Node's `http` (`@heron/engine/mock-node`): reading a request's body with the
 * size limit, turning the request into a `MockRequest` and writing the `MockAnswer`. Shared by the
 * server's mock route and port and by the CLI's `heron mock`.
 */
export { readRequestBody, type ReadBody } from './read-body.js';
export { parseCookies, toMockRequest } from './to-mock-request.js';
export { writeMockAnswer } from './write-answer.js';
