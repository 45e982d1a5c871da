/**
 * Editor extensions (VS Code and its relatives) sign in through the web app: the extension opens
 * `/user/login?redirect=vscode://publisher.extension/auth`, and after sign-in the browser is sent
 * back to that callback with a one-time `code` (spec §2). The server decides which callbacks are
 * allowed; the web app runs the same check for its screens.
 */

/** The URI schemes of the editors whose extensions may sign in, unless configured otherwise. */
export const DEFAULT_EDITOR_CALLBACK_SCHEMES = [
  'vscode',
  'vscode-insiders',
  'vscodium',
  'cursor',
  'windsurf',
] as const;

/**
 * Schemes that open something other than an editor (web pages, scripts, local files): never an
 * editor callback, whatever the configuration says.
 */
export const FORBIDDEN_CALLBACK_SCHEMES: readonly string[] = [
  'http',
  'https',
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'ftp',
  'ws',
  'wss',
  'mailto',
  'tel',
  'sms',
  'intent',
  'chrome',
  'chrome-extension',
];

/** The shape of a URI scheme (RFC 3986), as written in EDITOR_CALLBACK_SCHEMES: lower case. */
export const CALLBACK_SCHEME_PATTERN = /^[a-z][a-z0-9+.-]{0,31}$/;

/** A one-time editor code lives this long (and works once). */
export const EDITOR_CODE_TTL_SECONDS = 300;

/** Longest callback accepted; editors' own callbacks are far shorter. */
export const EDITOR_CALLBACK_MAX_LENGTH = 1024;

export interface EditorCallback {
  /** The callback exactly as given. */
  uri: string;
  /** Lower-cased: `vscode`, `cursor`, … */
  scheme: string;
  /** The authority: for VS Code, the id of the extension the editor hands the URI to. */
  extensionId: string;
}

// scheme "://" authority [path] ["?" query]; no fragment (as OAuth redirect URIs), no userinfo.
const CALLBACK =
  /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([A-Za-z0-9][A-Za-z0-9._-]*)((?:\/[^?#]*)?)(\?[^#]*)?$/;
// Whitespace and control characters are dropped or reinterpreted by URI parsers; a backslash
// is read as a slash by some.
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

/**
 * `value` as an editor callback when its scheme is one of `schemes` (lower case) and it is a
 * plain `scheme://extension.id/path?query` URI without a `code` of its own; else undefined.
 */
export function parseEditorCallback(
  value: unknown,
  schemes: readonly string[],
): EditorCallback | undefined {
  if (typeof value !== 'string' || value.length > EDITOR_CALLBACK_MAX_LENGTH) return undefined;
  if (UNSAFE_CHARACTER.test(value)) return undefined;
  const match = CALLBACK.exec(value);
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  if (FORBIDDEN_CALLBACK_SCHEMES.includes(scheme) || !schemes.includes(scheme)) return undefined;
  // The code is added to the query; a callback carrying one already would be ambiguous.
  const query = new URLSearchParams(match[4]?.slice(1) ?? '');
  if (query.has('code')) return undefined;
  try {
    new URL(value);
  } catch {
    return undefined;
  }
  return { uri: value, scheme, extensionId: match[2]! };
}

/** Whether `value` looks like an absolute `scheme://` address other than a web page's. */
export function looksLikeAppCallback(value: string | null | undefined): value is string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(value ?? '')?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== 'http' && scheme !== 'https';
}

/** The callback with `code` added to its query, the rest of it kept as it was. */
export function withEditorCode(uri: string, code: string): string {
  const separator = !uri.includes('?') ? '?' : uri.endsWith('?') || uri.endsWith('&') ? '' : '&';
  return `${uri}${separator}code=${encodeURIComponent(code)}`;
}
