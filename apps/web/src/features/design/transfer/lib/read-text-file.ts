/** Why a file cannot be taken as material to read. */
export type TextFileProblem = 'notText' | 'tooLong' | 'unreadable';

export type TextFileResult = { ok: true; text: string } | { ok: false; problem: TextFileProblem };

// UTF-8 spends at most 3 bytes on a UTF-16 code unit (a 4-byte character is two units), which
// is how the limit counts: a larger file is too long without reading it. A BOM adds 3.
const MAX_BYTES_PER_CHAR = 3;
const BOM_BYTES = 3;
const NUL = '\u0000';

/**
 * The text of a file chosen as material (Markdown, code, logs …), checked in the browser so a
 * binary file (a PDF, an image) or one past the limit is refused before anything is sent: it
 * must be UTF-8 without NUL characters and, trimmed as the contract measures it, at most
 * `maxChars` long.
 */
export async function readTextFile(file: Blob, maxChars: number): Promise<TextFileResult> {
  if (file.size > maxChars * MAX_BYTES_PER_CHAR + BOM_BYTES)
    return { ok: false, problem: 'tooLong' };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'notText' };
  }
  if (text.includes(NUL)) return { ok: false, problem: 'notText' };
  if (text.trim().length > maxChars) return { ok: false, problem: 'tooLong' };
  return { ok: true, text };
}
