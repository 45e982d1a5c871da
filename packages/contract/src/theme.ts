/** Theme tokens of the specification (spec §9), fed to antd's ConfigProvider. */
export const THEME_TOKENS = {
  colorPrimary: '#835CFF',
  colorError: '#FF4C4C',
  fontSize: 14,
  borderRadius: 4,
} as const;
