import { expect, type Locator, type Page } from '@playwright/test';
import { shown } from './design.js';

/** Replaces the text of a CodeMirror field (scripts, bodies) of the debugger. */
export async function fillCode(page: Page, testId: string, text: string) {
  const content = shown(page, testId).locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await content.fill(text);
}

/**
 * Picks the option showing `text` in an antd select. The list is opened again when it closed
 * before the click: a drawer that has just closed hands the focus back to its button, which
 * closes a list opened meanwhile.
 */
export async function chooseOption(page: Page, select: Locator, text: string) {
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: text,
  });
  // A choice closes the list. A click that lands while the list is still aligning under its field
  // is lost (seen in CI: an import read with the format it was meant to override), and the list
  // stays open: then the option is clicked again.
  await expect(async () => {
    if (!(await option.first().isVisible())) await select.click({ force: true });
    await option.last().click({ timeout: 2_000 });
    await expect(option.first()).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
