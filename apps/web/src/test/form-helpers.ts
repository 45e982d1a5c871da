import { fireEvent, screen } from '@testing-library/react';

/** Types into the field labelled `label`. */
export function fillIn(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The error texts shown under the field labelled `label`: those of its antd form item, or, on
 * the screens drawn without antd, those its `aria-describedby` points at (issue 20).
 */
export function fieldErrors(label: string | RegExp): string[] {
  const field = screen.getByLabelText(label);
  const item = field.closest('.ant-form-item');
  if (item) {
    return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
  }
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return described.flatMap((id) =>
    [...(document.getElementById(id)?.children ?? [])].map((e) => e.textContent),
  );
}
