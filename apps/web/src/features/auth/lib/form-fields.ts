import type { InputProps } from 'antd';
import { VERIFICATION_CODE } from '@heron/contract';

// Props as constants: string literals inside JSX are reserved for translated text (lint).

/** Field names of the account forms: the property names of the contract's request bodies. */
export const FIELD = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  code: 'code',
  password: 'password',
  confirmPassword: 'confirmPassword',
  agreed: 'agreed',
} as const;

/** Input types and autofill hints, so browsers and password managers fill the right thing. */
export const INPUT = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  loginEmail: { type: 'email', autoComplete: 'username' },
  phone: { type: 'tel', autoComplete: 'tel' },
  code: {
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: VERIFICATION_CODE.length,
  },
  currentPassword: { autoComplete: 'current-password' },
  newPassword: { autoComplete: 'new-password' },
} as const satisfies Record<string, InputProps>;

/**
 * The shared props of every account form. `noValidate`: the browser's own checks (of
 * `type="email"`) would block submitting with an untranslated bubble before the contract's
 * translated messages could show.
 */
export const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
