/**
 * The base-path marker of a build's HTML and llms.txt (see the engine's doc-site-types.ts): one
 * build serves every address a site is reached at, and the marker becomes that address's base
 * when a page is served.
 */
export const BASE_MARKER = '\u0001b\u0002';
