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

/**
 * Clicks `trigger` until `target` shows. A click that lands while the page is still settling (a
 * dialog's chunk loading, a modal zooming in) can be lost in CI; a person would click again.
 */
export async function clickUntilShown(trigger: Locator, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(target).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Clicks `trigger` until `target` (the dialog it closes) is gone. */
export async function clickUntilHidden(trigger: Locator, target: Locator) {
  await expect(async () => {
    if (await target.isVisible()) await trigger.click({ timeout: 5_000 });
    await expect(target).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
