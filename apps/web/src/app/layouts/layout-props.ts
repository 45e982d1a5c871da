import type { FlexProps } from 'antd';

// Layout props as constants: string literals inside JSX are reserved for translated text (lint).

/** A column whose content sits in the middle of both axes. */
export const CENTRED_COLUMN = {
  vertical: true,
  align: 'center',
  justify: 'center',
} as const satisfies Partial<FlexProps>;

/** A row with its ends pushed apart, vertically centred. */
export const SPREAD_ROW = {
  align: 'center',
  justify: 'space-between',
} as const satisfies Partial<FlexProps>;
