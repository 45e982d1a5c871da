import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../lib/api-client';
import { IDENTITIES_QUERY_KEY } from '../api/list-identities';

const RESULT_PARAMS = ['oauth', 'provider', 'code'] as const;

/**
 * A linking round trip ends back on the page it started from, with `?oauth=linked` or
 * `?oauth=error&code=…`: this says how it went, once, and tidies the address.
 */
export function OAuthResultNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const result = params.get('oauth');
  const code = params.get('code');

  useEffect(() => {
    if (result !== 'linked' && result !== 'error') return;
    if (result === 'linked') void message.success(t('success.bind'));
    else void message.error(t(errorMessageKey(code ?? '')));
    void queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RESULT_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [result, code, message, t, queryClient, setParams]);

  return null;
}
