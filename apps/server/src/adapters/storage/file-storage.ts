/** A stored file as read back. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files (avatars) are kept, by key. Keys are made by the server only
 * (`avatars/<random>.png`), never from what a user sent, and a stored key never changes
 * content: a new upload gets a new key. Implementations refuse any key that does not look like
 * one of ours (`isStorageKey`), so no key can reach outside the store.
 */
export interface FileStorage {
  /** Stores `body` under `key`, replacing nothing: keys are fresh random names. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when the key is unknown or not a valid key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

/** The file name extension of each content type a stored file may have. */
export const STORED_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const satisfies Record<string, string>;

export type StoredContentType = keyof typeof STORED_EXTENSIONS;

// A folder of lower-case letters, then a random name of URL-safe base64 and a known extension:
// no dots, slashes or backslashes beyond the one separator, so no `..` and no absolute path.
const KEY = /^([a-z]{1,32})\/([A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** The content type a key's extension stands for, or undefined for a key that is not ours. */
export function contentTypeOfKey(key: string): StoredContentType | undefined {
  const extension = KEY.exec(key)?.[3];
  const found = Object.entries(STORED_EXTENSIONS).find(([, ext]) => ext === extension);
  return found?.[0] as StoredContentType | undefined;
}
