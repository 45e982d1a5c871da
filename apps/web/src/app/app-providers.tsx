import { useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleFor } from './antd-locale';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { APP_THEME } from './theme';

// antd spaces out two-character Chinese labels ("注 册"); the label should read as translated,
// for people and for screen readers alike.
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

function ThemedAntd({ children }: { children: ReactNode }) {
  // Re-renders on languageChanged, so antd's locale follows a switch without a reload.
  const { i18n: instance } = useTranslation();
  return (
    <ConfigProvider
      theme={APP_THEME}
      locale={antdLocaleFor(instance.language)}
      button={BUTTON_CONFIG}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedAntd>{children}</ThemedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
