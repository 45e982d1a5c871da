import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { APP_THEME } from '../../app/theme';

// The antd-free components draw with plain.css's variables; they must be the tokens antd
// derives from the app theme, or the sign-in screens would drift from the rest of the app.
const CSS = fs.readFileSync(path.join(import.meta.dirname, 'plain.css'), 'utf8');
const TOKEN_OF_VARIABLE: Record<string, string> = {
  'color-primary': 'colorPrimary',
  'color-primary-hover': 'colorPrimaryHover',
  'color-primary-active': 'colorPrimaryActive',
  'color-primary-bg': 'colorPrimaryBg',
  'color-primary-border': 'colorPrimaryBorder',
  'color-error': 'colorError',
  'color-error-bg': 'colorErrorBg',
  'color-error-border': 'colorErrorBorder',
  'color-success': 'colorSuccess',
  'color-warning': 'colorWarning',
  'color-info': 'colorInfo',
  'color-info-bg': 'colorInfoBg',
  'color-info-border': 'colorInfoBorder',
  'color-link': 'colorLink',
  'color-link-hover': 'colorLinkHover',
  'color-link-active': 'colorLinkActive',
  'color-text': 'colorText',
  'color-text-secondary': 'colorTextTertiary',
  'color-text-disabled': 'colorTextDisabled',
  'color-bg-layout': 'colorBgLayout',
  'color-bg-container': 'colorBgContainer',
  'color-bg-disabled': 'colorBgContainerDisabled',
  'color-border': 'colorBorder',
  'color-border-secondary': 'colorBorderSecondary',
  'color-split': 'colorSplit',
  'control-outline': 'controlOutline',
  'error-outline': 'colorErrorOutline',
  'font-size': 'fontSize',
  radius: 'borderRadius',
  'control-height': 'controlHeight',
  'control-height-lg': 'controlHeightLG',
};

const normalise = (value: unknown) =>
  (typeof value === 'number' ? `${value}px` : String(value)).replaceAll(/\s+/g, '').toLowerCase();

describe('plain.css', () => {
  it("holds antd's tokens for the app theme", () => {
    const tokens = theme.getDesignToken(APP_THEME) as unknown as Record<string, unknown>;
    for (const [variable, token] of Object.entries(TOKEN_OF_VARIABLE)) {
      const declared = new RegExp(`--plain-${variable}:\\s*([^;]+);`).exec(CSS)?.[1];
      expect({ variable, value: normalise(declared) }).toEqual({
        variable,
        value: normalise(tokens[token]),
      });
    }
  });
});
