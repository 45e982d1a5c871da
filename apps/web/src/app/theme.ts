import type { ThemeConfig } from 'antd';
import { THEME_TOKENS } from '@heron/contract';

/**
 * antd's theme: the specification's tokens (spec §9), with the info and link colours taken from
 * the primary. antd seeds both with its own blue, which would otherwise show in links,
 * progress bars, info alerts and `processing` tags among the purple of everything else.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    ...THEME_TOKENS,
    colorInfo: THEME_TOKENS.colorPrimary,
    colorLink: THEME_TOKENS.colorPrimary,
  },
};
