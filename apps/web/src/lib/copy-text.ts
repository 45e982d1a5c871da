/**
 * Copies `text` to the clipboard (spec §7: "copy to clipboard with a fallback"): the Clipboard
 * API where the page may use it, else a hidden textarea and `execCommand('copy')`, which older
 * browsers and pages outside a secure context still allow. Resolves whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the older way may still work.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, yet selectable: a hidden (display: none) element cannot be selected.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const focused = document.activeElement;
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
