import { expect, type Locator } from '@playwright/test';

/**
 * Closes a dialog (or drawer) with its close button, as a person would, and waits until it is gone.
 * Escape is not used: it reaches the dialog only once the dialog holds the focus, and the focus is
 * lost when the button that had it disappears (a step of the dialog replaced by the next one).
 */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}
