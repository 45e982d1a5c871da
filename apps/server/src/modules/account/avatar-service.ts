import { randomBytes } from 'node:crypto';
import { detectImageType, FILES_PATH } from '@heron/contract';
import {
  isStorageKey,
  STORED_EXTENSIONS,
  type FileStorage,
} from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { swapAvatarUrl, type User } from '../auth/index.js';

export interface AvatarDeps {
  db: Database;
  storage: FileStorage;
}

const AVATAR_FOLDER = 'avatars';

/** The address a stored file is served at. */
export function fileUrl(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/** The storage key behind one of our file addresses; undefined for any other URL (a provider's). */
export function keyOfFileUrl(url: string | null): string | undefined {
  const prefix = `${FILES_PATH}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : undefined;
}

// The change stands even when the old file cannot be removed: an orphaned file is harmless,
// a failed request after the avatar already changed would not be.
async function removeStoredFile(storage: FileStorage, url: string | null) {
  const key = keyOfFileUrl(url);
  if (key) await storage.delete(key).catch(() => undefined);
}

/**
 * Sets the avatar from an uploaded file. The type is decided by the file's content (PNG, JPEG,
 * GIF or WebP); the key is a fresh random name, so a stored file never changes and can be cached
 * for good. The file replaced is removed. A refused file leaves nothing behind.
 */
export async function setAvatar(
  { db, storage }: AvatarDeps,
  user: User,
  bytes: Buffer,
  maxBytes: number,
): Promise<User> {
  if (bytes.length > maxBytes) throw new AppError('IMAGE_TOO_LARGE');
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  const key = `${AVATAR_FOLDER}/${randomBytes(16).toString('base64url')}.${STORED_EXTENSIONS[contentType]}`;
  await storage.put(key, bytes, contentType);
  let swapped;
  try {
    swapped = await swapAvatarUrl(db, user.id, fileUrl(key));
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await removeStoredFile(storage, swapped.previousUrl);
  return swapped.updated;
}

/** Removes the avatar (the initial shows again) and its file. */
export async function deleteAvatar({ db, storage }: AvatarDeps, user: User): Promise<User> {
  const { updated, previousUrl } = await swapAvatarUrl(db, user.id, null);
  await removeStoredFile(storage, previousUrl);
  return updated;
}
