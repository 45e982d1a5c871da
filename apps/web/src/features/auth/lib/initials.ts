/** Up to two initials for an avatar without a picture: "Ada Lovelace" → "AL", "张三" → "张". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const initials = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return initials.toUpperCase();
}
