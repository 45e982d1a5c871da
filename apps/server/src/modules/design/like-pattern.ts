/** A LIKE pattern matching text that contains `text` anywhere (its `\`, `%`, `_` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
