import { vi } from 'vitest';

/**
 * What the page saved as downloads (lib/save-blob): the name of each and the blob behind its
 * object URL. jsdom has no object URLs and no downloads; `restore` puts its own back.
 */
export function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  let next = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  };
  return { saved, restore };
}
