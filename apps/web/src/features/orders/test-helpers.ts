import { fireEvent, screen, waitFor } from '@testing-library/react';

// Role queries walk the whole accessibility tree, which is slow over antd tables and dialogs:
// these find what a person sees by its text instead.

/** The open dialog (or confirmation) titled `title`. */
export async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  // A confirmation names its title twice (the dialog's label and the text shown).
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading!.closest<HTMLElement>('.ant-modal')!;
}

/** The button reading `name` inside `container`. */
export function buttonIn(container: HTMLElement, name: string | RegExp): HTMLButtonElement {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const found = [...container.querySelectorAll('button')].find((button) =>
    matches(button.textContent.trim()),
  );
  if (!found) throw new Error(`No button "${String(name)}"`);
  return found;
}

/** Opens the select labelled `label` and picks the option reading `option`. */
export async function pick(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === option,
    );
    if (options.length === 0) throw new Error(`No option "${option}"`);
    return options.at(-1)!;
  });
  fireEvent.click(found);
}
