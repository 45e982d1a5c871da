/** `200`, `4XX` or `default` (OpenAPI response keys). */
const RESPONSE_STATUS = /^([1-5]([0-9]{2}|XX)|default)$/;

export function isResponseStatus(status: string): boolean {
  return RESPONSE_STATUS.test(status);
}

/** The indexes of items whose key another item before or after it has too. */
export function duplicateIndexes<T>(items: readonly T[], keyOf: (item: T) => string): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.add(first).add(index);
  });
  return duplicates;
}

/** The next status in the class of `from` not taken yet (`200` → `201`), else `default`. */
export function nextFreeStatus(from: string, taken: readonly string[]): string {
  const isNumeric = /^[1-5][0-9]{2}$/.test(from);
  if (isNumeric) {
    const base = Math.floor(Number(from) / 100) * 100;
    for (let code = Number(from) + 1; code < base + 100; code += 1) {
      if (!taken.includes(String(code))) return String(code);
    }
  }
  return taken.includes('default') ? from : 'default';
}

/** The status a new response gets: the first of the usual ones the endpoint lacks. */
export function newResponseStatus(taken: readonly string[]): string {
  const usual = ['200', '201', '400', '401', '403', '404', '500', 'default'];
  return usual.find((status) => !taken.includes(status)) ?? nextFreeStatus('200', taken);
}
