/** antd prop values used across the editor (constants: JSX string literals are for text only). */
export const UI = {
  small: 'small',
  large: 'large',
  text: 'text',
  dashed: 'dashed',
  secondary: 'secondary',
  danger: 'danger',
  error: 'error',
  info: 'info',
  warning: 'warning',
  center: 'center',
  start: 'start',
  spaceBetween: 'space-between',
  alert: 'alert',
  div: 'div',
  json: 'json',
  textMode: 'text',
} as const;
