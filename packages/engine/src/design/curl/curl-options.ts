import type { ShellWord } from './shell-words.js';

/**
 * The curl options a request description needs, read from one command's words. The subset:
 * method, URL, headers, every `--data*` form, `--json`, `-F`/`--form-string`, `-u`, `-b`, `-G`,
 * `-I`, `-T`, `-A`, `-e`, `--oauth2-bearer`, `--digest`/`--basic`. Options that only change how
 * curl runs (`-s`, `-L`, `-k`, `--compressed`, `-o file` …) are accepted and ignored; options a
 * design cannot hold (proxies, certificates …) and unknown ones are listed for the user.
 */

export type DataKind = 'data' | 'raw' | 'binary' | 'urlencode' | 'json';

export interface CurlCommand {
  urls: ShellWord[];
  method?: ShellWord;
  headers: Array<{ name: string; value: string }>;
  data: Array<{ kind: DataKind; value: string; offset: number }>;
  form: Array<{ value: string; isLiteral: boolean; offset: number }>;
  user?: string;
  bearer?: string;
  authKind: 'basic' | 'digest';
  cookies: string[];
  isGet: boolean;
  isHead: boolean;
  uploadFile?: string;
  /** Options read but not part of a design (certificates, proxies …). */
  unsupported: Array<{ option: string; offset: number }>;
  /** Options curl may know but we do not. */
  unknown: Array<{ option: string; offset: number }>;
  /** An option at the end that needed a value. */
  missingValue?: { option: string; offset: number };
}

type Handler = (command: CurlCommand, value: string, word: ShellWord) => void;

interface OptionSpec {
  takesValue: boolean;
  handler?: Handler;
  /** Read, but describes how curl connects rather than the request. */
  isUnsupported?: boolean;
}

const header: Handler = (command, value) => {
  const colon = value.indexOf(':');
  if (colon > 0) {
    const headerValue = value.slice(colon + 1).trim();
    // `Name:` with nothing after it tells curl to drop that header: nothing to describe.
    if (headerValue !== '')
      command.headers.push({ name: value.slice(0, colon).trim(), value: headerValue });
    return;
  }
  // `Name;` sends the header empty.
  if (value.endsWith(';') && value.length > 1)
    command.headers.push({ name: value.slice(0, -1).trim(), value: '' });
};
const data =
  (kind: DataKind): Handler =>
  (command, value, word) => {
    command.data.push({ kind, value, offset: word.offset });
  };

const FLAG: OptionSpec = { takesValue: false };
const IGNORED_VALUE: OptionSpec = { takesValue: true };
const UNSUPPORTED_VALUE: OptionSpec = { takesValue: true, isUnsupported: true };
const UNSUPPORTED_FLAG: OptionSpec = { takesValue: false, isUnsupported: true };

const LONG: Record<string, OptionSpec> = {
  request: { takesValue: true, handler: (c, _v, w) => (c.method = w) },
  header: { takesValue: true, handler: header },
  data: { takesValue: true, handler: data('data') },
  'data-ascii': { takesValue: true, handler: data('data') },
  'data-raw': { takesValue: true, handler: data('raw') },
  'data-binary': { takesValue: true, handler: data('binary') },
  'data-urlencode': { takesValue: true, handler: data('urlencode') },
  json: { takesValue: true, handler: data('json') },
  form: {
    takesValue: true,
    handler: (c, v, w) => c.form.push({ value: v, isLiteral: false, offset: w.offset }),
  },
  'form-string': {
    takesValue: true,
    handler: (c, v, w) => c.form.push({ value: v, isLiteral: true, offset: w.offset }),
  },
  user: { takesValue: true, handler: (c, v) => (c.user = v) },
  'oauth2-bearer': { takesValue: true, handler: (c, v) => (c.bearer = v) },
  cookie: { takesValue: true, handler: (c, v) => c.cookies.push(v) },
  url: { takesValue: true, handler: (c, _v, w) => c.urls.push(w) },
  'user-agent': {
    takesValue: true,
    handler: (c, v) => c.headers.push({ name: 'User-Agent', value: v }),
  },
  referer: {
    takesValue: true,
    handler: (c, v) => {
      const referer = v.replace(/;auto$/, '');
      if (referer !== '') c.headers.push({ name: 'Referer', value: referer });
    },
  },
  'upload-file': { takesValue: true, handler: (c, v) => (c.uploadFile = v) },
  get: { takesValue: false, handler: (c) => (c.isGet = true) },
  head: { takesValue: false, handler: (c) => (c.isHead = true) },
  digest: { takesValue: false, handler: (c) => (c.authKind = 'digest') },
  basic: { takesValue: false, handler: (c) => (c.authKind = 'basic') },

  // How curl runs, not what it sends.
  silent: FLAG,
  'show-error': FLAG,
  location: FLAG,
  'location-trusted': FLAG,
  insecure: FLAG,
  compressed: FLAG,
  verbose: FLAG,
  include: FLAG,
  fail: FLAG,
  'fail-with-body': FLAG,
  'fail-early': FLAG,
  globoff: FLAG,
  'no-buffer': FLAG,
  'http1.0': FLAG,
  'http1.1': FLAG,
  http2: FLAG,
  'http2-prior-knowledge': FLAG,
  http3: FLAG,
  'http3-only': FLAG,
  ipv4: FLAG,
  ipv6: FLAG,
  tlsv1: FLAG,
  'tlsv1.0': FLAG,
  'tlsv1.1': FLAG,
  'tlsv1.2': FLAG,
  'tlsv1.3': FLAG,
  'progress-bar': FLAG,
  'no-progress-meter': FLAG,
  disable: FLAG,
  'junk-session-cookies': FLAG,
  netrc: FLAG,
  'netrc-optional': FLAG,
  raw: FLAG,
  'tr-encoding': FLAG,
  'path-as-is': FLAG,
  'ssl-no-revoke': FLAG,
  'ssl-reqd': FLAG,
  'remote-name': FLAG,
  'remote-name-all': FLAG,
  'remote-header-name': FLAG,
  'create-dirs': FLAG,
  'tcp-nodelay': FLAG,
  'tcp-fastopen': FLAG,
  'styled-output': FLAG,
  'suppress-connect-headers': FLAG,
  anyauth: FLAG,
  'retry-connrefused': FLAG,
  'retry-all-errors': FLAG,
  output: IGNORED_VALUE,
  'output-dir': IGNORED_VALUE,
  'max-time': IGNORED_VALUE,
  'connect-timeout': IGNORED_VALUE,
  retry: IGNORED_VALUE,
  'retry-delay': IGNORED_VALUE,
  'retry-max-time': IGNORED_VALUE,
  'write-out': IGNORED_VALUE,
  'cookie-jar': IGNORED_VALUE,
  'max-redirs': IGNORED_VALUE,
  'dump-header': IGNORED_VALUE,
  trace: IGNORED_VALUE,
  'trace-ascii': IGNORED_VALUE,
  'continue-at': IGNORED_VALUE,
  'limit-rate': IGNORED_VALUE,
  'keepalive-time': IGNORED_VALUE,
  'speed-limit': IGNORED_VALUE,
  'speed-time': IGNORED_VALUE,
  'max-filesize': IGNORED_VALUE,
  stderr: IGNORED_VALUE,
  'expect100-timeout': IGNORED_VALUE,
  'parallel-max': IGNORED_VALUE,

  // Part of how the request reaches the server, but not of an API design.
  ntlm: UNSUPPORTED_FLAG,
  negotiate: UNSUPPORTED_FLAG,
  'proxy-ntlm': UNSUPPORTED_FLAG,
  proxy: UNSUPPORTED_VALUE,
  'proxy-user': UNSUPPORTED_VALUE,
  'proxy-header': UNSUPPORTED_VALUE,
  preproxy: UNSUPPORTED_VALUE,
  socks4: UNSUPPORTED_VALUE,
  socks4a: UNSUPPORTED_VALUE,
  socks5: UNSUPPORTED_VALUE,
  'socks5-hostname': UNSUPPORTED_VALUE,
  cert: UNSUPPORTED_VALUE,
  'cert-type': UNSUPPORTED_VALUE,
  key: UNSUPPORTED_VALUE,
  'key-type': UNSUPPORTED_VALUE,
  pass: UNSUPPORTED_VALUE,
  cacert: UNSUPPORTED_VALUE,
  capath: UNSUPPORTED_VALUE,
  crlfile: UNSUPPORTED_VALUE,
  pinnedpubkey: UNSUPPORTED_VALUE,
  ciphers: UNSUPPORTED_VALUE,
  resolve: UNSUPPORTED_VALUE,
  'connect-to': UNSUPPORTED_VALUE,
  interface: UNSUPPORTED_VALUE,
  'unix-socket': UNSUPPORTED_VALUE,
  'abstract-unix-socket': UNSUPPORTED_VALUE,
  'aws-sigv4': UNSUPPORTED_VALUE,
  config: UNSUPPORTED_VALUE,
  'dns-servers': UNSUPPORTED_VALUE,
};

const SHORT: Record<string, string> = {
  X: 'request',
  H: 'header',
  d: 'data',
  F: 'form',
  u: 'user',
  b: 'cookie',
  A: 'user-agent',
  e: 'referer',
  T: 'upload-file',
  G: 'get',
  I: 'head',
  s: 'silent',
  S: 'show-error',
  L: 'location',
  k: 'insecure',
  v: 'verbose',
  i: 'include',
  f: 'fail',
  g: 'globoff',
  N: 'no-buffer',
  '0': 'http1.0',
  '4': 'ipv4',
  '6': 'ipv6',
  '#': 'progress-bar',
  q: 'disable',
  j: 'junk-session-cookies',
  n: 'netrc',
  O: 'remote-name',
  J: 'remote-header-name',
  o: 'output',
  m: 'max-time',
  w: 'write-out',
  c: 'cookie-jar',
  D: 'dump-header',
  C: 'continue-at',
  Y: 'speed-limit',
  y: 'speed-time',
  x: 'proxy',
  U: 'proxy-user',
  E: 'cert',
  K: 'config',
};

export function parseCurlWords(words: readonly ShellWord[]): CurlCommand {
  const command: CurlCommand = {
    urls: [],
    headers: [],
    data: [],
    form: [],
    authKind: 'basic',
    cookies: [],
    isGet: false,
    isHead: false,
    unsupported: [],
    unknown: [],
  };
  let onlyUrls = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const text = word.value;
    if (onlyUrls || !text.startsWith('-') || text === '-') {
      command.urls.push(word);
      continue;
    }
    if (text === '--') {
      onlyUrls = true;
      continue;
    }
    if (text.startsWith('--')) {
      let name = text.slice(2);
      let inlineValue: string | undefined;
      const equals = name.indexOf('=');
      // curl itself has no `--name=value`; accepted for options that take a value, as meant.
      if (equals !== -1 && LONG[name.slice(0, equals)]?.takesValue === true) {
        inlineValue = name.slice(equals + 1);
        name = name.slice(0, equals);
      }
      let spec = LONG[name];
      if (
        spec === undefined &&
        name.startsWith('no-') &&
        LONG[name.slice(3)]?.takesValue === false
      ) {
        spec = FLAG;
      }
      if (spec === undefined) {
        command.unknown.push({ option: text, offset: word.offset });
        continue;
      }
      let valueWord: ShellWord = { value: inlineValue ?? '', offset: word.offset };
      if (spec.takesValue && inlineValue === undefined) {
        const next = words[i + 1];
        if (next === undefined) {
          command.missingValue = { option: text, offset: word.offset };
          break;
        }
        valueWord = next;
        i += 1;
      }
      apply(command, spec, { option: text, offset: word.offset }, valueWord);
      continue;
    }
    // A cluster of short options: `-sSL`, `-XPOST`, `-HAccept:x`.
    for (let j = 1; j < text.length; j += 1) {
      const letter = text[j]!;
      const long = SHORT[letter];
      const spec = long === undefined ? undefined : LONG[long];
      if (spec === undefined) {
        command.unknown.push({ option: `-${letter}`, offset: word.offset });
        continue;
      }
      if (!spec.takesValue) {
        apply(
          command,
          spec,
          { option: `-${letter}`, offset: word.offset },
          { value: '', offset: word.offset },
        );
        continue;
      }
      let value = text.slice(j + 1);
      let valueOffset = word.offset;
      if (value === '') {
        const next = words[i + 1];
        if (next === undefined) {
          command.missingValue = { option: `-${letter}`, offset: word.offset };
          return command;
        }
        value = next.value;
        valueOffset = next.offset;
        i += 1;
      }
      apply(
        command,
        spec,
        { option: `-${letter}`, offset: word.offset },
        { value, offset: valueOffset },
      );
      break;
    }
  }
  return command;
}

/** Runs an option: `option` is where the option is written, `value` its value (and where). */
function apply(
  command: CurlCommand,
  spec: OptionSpec,
  option: { option: string; offset: number },
  value: ShellWord,
): void {
  if (spec.isUnsupported === true) {
    command.unsupported.push(option);
    return;
  }
  spec.handler?.(command, value.value, value);
}
