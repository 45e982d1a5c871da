import { fireEvent, screen, within } from '@testing-library/react';

/** These tests render the whole editor (antd tables, tabs, selects): slow on a busy machine. */
export const SLOW = { timeout: 60_000 };

export const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
export const path = () => screen.getByTestId('endpoint-path');
/** Opens a tab of the request (`query`, `path`, `header`, `cookie`, `body`). */
export function openTab(key: string) {
  const tab = screen.getByTestId('endpoint-request').querySelector(`[data-node-key="${key}"]`);
  if (!tab) throw new Error(`No request tab ${key}`);
  fireEvent.click(tab.querySelector('[role="tab"]') ?? tab);
}
/** The parameter table of one location. */
export const params = (location: string) => screen.getByTestId(`endpoint-params-${location}`);

/** Opens the antd select inside `container` and picks the option titled `title`. */
export async function choose(container: HTMLElement, title: string) {
  const combobox = within(container).getByRole('combobox');
  fireEvent.mouseDown(combobox);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}
