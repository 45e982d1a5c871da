/**
 * Saves a blob as a download named `fileName`, in the same tab: a temporary object URL on a
 * hidden link with `download`, released right after the click started the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
