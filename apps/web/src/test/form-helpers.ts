import { fireEvent, screen } from '@testing-library/react';

/** Types into the field labelled `label`. */
export function fillIn(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error texts shown under the field labelled `label` (its antd form item). */
export function fieldErrors(label: string | RegExp): string[] {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  if (!item) throw new Error(`No form item around the field ${String(label)}`);
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
}
