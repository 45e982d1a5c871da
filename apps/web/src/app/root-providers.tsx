import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/plain/plain-toast';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';

/**
 * What every screen needs: translations, the query cache, and the notices of the screens drawn
 * without antd. antd's own providers come with the frames that use antd (`AntdProviders`), so
 * the sign-in screens never fetch antd (issue 20).
 */
export function RootProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
