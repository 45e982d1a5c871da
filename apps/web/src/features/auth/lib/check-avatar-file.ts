import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  detectImageType,
  IMAGE_SIGNATURE_BYTES,
  type ErrorCode,
} from '@heron/contract';

/** The file picker's filter: the accepted image types (the content is checked anyway). */
export const AVATAR_ACCEPT = AVATAR_CONTENT_TYPES.join(',');

/**
 * Checks a chosen file the way the server will, before sending it: at most AVATAR_MAX_BYTES,
 * and a PNG, JPEG, GIF or WebP by its first bytes. Answers the error code the server would give,
 * or undefined when the file may go.
 */
export async function checkAvatarFile(file: Blob): Promise<ErrorCode | undefined> {
  if (file.size > AVATAR_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageType(head) ? undefined : 'IMAGE_TYPE_NOT_ALLOWED';
}

/** Up to two initials for an avatar without a picture: "Ada Lovelace" → "AL", "张三" → "张". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const initials = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return initials.toUpperCase();
}
