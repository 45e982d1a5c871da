/**
 * What of the debugger runs in the browser too (issue 6), as `@heron/engine/debug`: variables
 * and their resolution (the preview of the final request), and code generation. Nothing here
 * touches Node; the sandbox and the sender run on the server only.
 */
export type * from './resolved-request.js';
export * from './variables.js';
export * from './base-url.js';
export * from './code-placeholders.js';
export * from './resolve-request.js';
export * from './codegen/index.js';
