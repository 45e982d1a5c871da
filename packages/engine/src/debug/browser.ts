/**
 * What of the debugger runs in the browser too (issue 6), as `@heron/engine/debug`: variables
 * and their resolution (the preview of the final request), code generation, and the request an
 * endpoint's design makes (the Run view's start; a test step that names an endpoint, issue 22).
 * Nothing here touches Node; the sandbox and the sender run on the server only.
 */
export type * from './resolved-request.js';
export * from './variables.js';
export * from './base-url.js';
export * from './code-placeholders.js';
export * from './resolve-request.js';
export * from './codegen/index.js';
export * from './path-params.js';
export * from './postman-scripts.js';
export * from './request-from-endpoint.js';
