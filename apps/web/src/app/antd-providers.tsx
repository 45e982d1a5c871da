import { useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdProviderLocaleFor } from './antd-locale';
import { APP_THEME } from './theme';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';

// antd spaces out two-character Chinese labels ("注 册"); the label should read as translated,
// for people and for screen readers alike.
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/**
 * antd's theme, locale and App context (message, modal, notification), around the frames whose
 * screens use antd: the signed-in frame and the standalone pages.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  // Re-renders on languageChanged, so antd's locale follows a switch without a reload.
  const { i18n: instance } = useTranslation();
  // A person who asked their system for less motion gets none: dialogs, menus and messages
  // appear and go at once.
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () =>
      reducedMotion ? { ...APP_THEME, token: { ...APP_THEME.token, motion: false } } : APP_THEME,
    [reducedMotion],
  );
  return (
    <ConfigProvider
      theme={theme}
      locale={antdProviderLocaleFor(instance.language)}
      button={BUTTON_CONFIG}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
