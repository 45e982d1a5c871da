import type { AvatarContentType } from './routes/account.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** How many leading bytes `detectImageType` needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * The image type of a file by its first bytes (its "magic number"), or undefined when it is
 * none of the accepted avatar types. Names and declared types are never trusted: a script
 * renamed `.png` or sent as `image/png` is still refused. SVG (text, able to carry script) never
 * matches. The server decides with this; the web app asks it too, before sending.
 */
export function detectImageType(bytes: Uint8Array): AvatarContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
