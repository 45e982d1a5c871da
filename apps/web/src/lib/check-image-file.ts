import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  detectImageType,
  IMAGE_SIGNATURE_BYTES,
  type ErrorCode,
} from '@heron/contract';

/** The file picker's filter: the accepted image types (the content is checked anyway). */
export const IMAGE_ACCEPT = AVATAR_CONTENT_TYPES.join(',');

/**
 * Checks a picture (an avatar, a doc site's logo) the way the server will, before sending it: at
 * most AVATAR_MAX_BYTES, and a PNG, JPEG, GIF or WebP by its first bytes. Answers the error code
 * the server would give, or undefined when the file may go.
 */
export async function checkImageFile(file: Blob): Promise<ErrorCode | undefined> {
  if (file.size > AVATAR_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageType(head) ? undefined : 'IMAGE_TYPE_NOT_ALLOWED';
}
