import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { swapAvatarUrl, type User } from '../auth/index.js';
import { fileUrl, removeStoredFile, storeImage } from '../files/index.js';

export interface AvatarDeps {
  db: Database;
  storage: FileStorage;
}

const AVATAR_FOLDER = 'avatars';

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
  const key = await storeImage(storage, AVATAR_FOLDER, bytes, maxBytes);
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
