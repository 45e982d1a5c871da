/**
 * Rows for an antd table that have no id of their own (headers, cookies, mismatches): keyed by
 * their place, which is stable because these lists are shown, never edited.
 */
export function withKeys<T extends object>(rows: readonly T[]): (T & { key: number })[] {
  return rows.map((row, key) => ({ ...row, key }));
}
