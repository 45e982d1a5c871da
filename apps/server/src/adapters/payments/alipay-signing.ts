/**
 * The strings Alipay signs, built exactly as its open platform documents them, and the raw JSON
 * spans its answers are signed over.
 */

/**
 * What a request's `sign` covers: every parameter but `sign` with a non-empty value, sorted by
 * key in ASCII order, joined as `k=v&k=v` with the values as they are (not URL-encoded).
 */
export function alipayRequestSignContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort(compareAscii)
    .map((key) => `${key}=${params[key]!}`)
    .join('&');
}

/**
 * What a notification's `sign` covers: every parameter but `sign` and `sign_type`, sorted, joined,
 * values decoded. Empty values stay in, as Alipay's own SDKs verify them (its V1 check content).
 */
export function alipayNotifySignContent(params: Map<string, string>): string {
  return [...params.keys()]
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort(compareAscii)
    .map((key) => `${key}=${params.get(key)!}`)
    .join('&');
}

/** By UTF-16 code unit, which is ASCII order for ASCII keys (localeCompare is not). */
function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The raw text of each member of a top-level JSON object, exactly as it appears in `text`.
 * Alipay signs the text of `<method>_response` as it sent it; parsing and re-serialising could
 * change escapes, spacing or number forms and break a genuine signature (or mask a changed one).
 * Returns null when `text` is not one JSON object or repeats a key (which of two values was
 * signed would be ambiguous).
 */
export function rawTopLevelMembers(text: string): Map<string, string> | null {
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  // Valid JSON from here on, so the scanner only has to find where each value ends.
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return null;
  i = skipSpace(text, i + 1);
  const members = new Map<string, string>();
  if (text[i] === '}') return members;
  for (;;) {
    const keyEnd = endOfString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1); // past ':'
    const valueEnd = endOfValue(text, i);
    if (members.has(key)) return null;
    members.set(key, text.slice(i, valueEnd));
    i = skipSpace(text, valueEnd);
    if (text[i] === '}') return members;
    i = skipSpace(text, i + 1); // past ','
  }
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\r\n'.includes(text[i]!)) i += 1;
  return i;
}

/** `i` is at an opening quote; returns the index just past the closing one. */
function endOfString(text: string, i: number): number {
  for (let j = i + 1; ; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (text[j] === '"') return j + 1;
  }
}

function endOfValue(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return endOfString(text, i);
  if (first !== '{' && first !== '[') {
    let j = i;
    while (j < text.length && !',}] \t\r\n'.includes(text[j]!)) j += 1;
    return j;
  }
  let depth = 0;
  for (let j = i; ; j += 1) {
    const c = text[j];
    if (c === '"') j = endOfString(text, j) - 1;
    else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return j + 1;
    }
  }
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in China Standard Time (UTC+8, no daylight saving), Alipay's format. */
export function toBeijingTime(date: Date): string {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads Alipay's `yyyy-MM-dd HH:mm:ss` (China Standard Time); null when it is not one. */
export function fromBeijingTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls 2024-02-30 over into March; a real timestamp reads back the same.
  return toBeijingTime(date) === text ? date : null;
}
