import { Button, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useProviders } from '../api/list-providers';
import { useStartOAuth } from '../api/start-oauth';
import { PROVIDER_NAME_KEY } from '../lib/provider-names';
import { ProviderIcon } from './provider-icon';

const ROW = { gap: 8, wrap: 'wrap', justify: 'center' } as const;

/**
 * "Or log in with" Google, GitHub, WeChat. A provider this server has not set up shows as such,
 * disabled, instead of failing after a click. `returnTo` is where to land once signed in.
 */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation();
  const { data } = useProviders();
  const start = useStartOAuth();
  const providers = data?.providers ?? [];
  const notSetUp = providers.filter((p) => !p.configured).map((p) => t(PROVIDER_NAME_KEY[p.id]));

  const signIn = (provider: OAuthProvider) => start.mutate({ provider, intent: 'login', returnTo });

  return (
    <Flex vertical gap={8}>
      <Divider plain>{t('oauth.orLogInWith')}</Divider>
      <Flex {...ROW}>
        {providers.map(({ id, configured }) => (
          <Button
            key={id}
            icon={<ProviderIcon provider={id} />}
            disabled={!configured}
            loading={start.isPending && start.variables?.provider === id}
            onClick={() => signIn(id)}
          >
            {t(PROVIDER_NAME_KEY[id])}
          </Button>
        ))}
      </Flex>
      {notSetUp.length > 0 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('oauth.notSetUp', { providers: notSetUp.join(', ') })}
        </Typography.Text>
      )}
      {start.error && <ErrorAlert error={start.error} />}
    </Flex>
  );
}
