import type { ThemeConfig } from 'antd';
import { THEME_TOKENS } from '@heron/contract';

export const APP_THEME: ThemeConfig = {
  token: { ...THEME_TOKENS },
};
