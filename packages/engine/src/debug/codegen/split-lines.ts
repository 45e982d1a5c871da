/**
 * A text cut after each line feed, for code that writes a long string as one literal per line
 * ("a\n" + "b"). Joining the pieces gives the text back; a trailing line feed stays on the last
 * piece rather than making an empty one.
 */
export function splitLines(text: string): string[] {
  return text.split(/(?<=\n)/);
}
