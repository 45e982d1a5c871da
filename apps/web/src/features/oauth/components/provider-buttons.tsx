import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@heron/contract';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainDivider } from '../../../components/plain/plain-divider';
import { PlainErrorAlert } from '../../../components/plain/plain-error-alert';
import { useProviders } from '../api/list-providers';
import { useStartOAuth } from '../api/start-oauth';
import { PROVIDER_NAME_KEY } from '../lib/provider-names';
import { ProviderIcon } from './provider-icon';

const COLUMN = { gap: 8 } as const;
const ROW = { gap: 8, flexWrap: 'wrap', justifyContent: 'center' } as const;
const CENTRED = { textAlign: 'center' } as const;

/**
 * "Or log in with" Google, GitHub, WeChat. A provider this server has not set up shows as such,
 * disabled, instead of failing after a click. `returnTo` is where to land once signed in. Drawn
 * without antd: it is on the sign-in screen.
 */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation();
  const { data } = useProviders();
  const start = useStartOAuth();
  const providers = data?.providers ?? [];
  const notSetUp = providers.filter((p) => !p.configured).map((p) => t(PROVIDER_NAME_KEY[p.id]));

  const signIn = (provider: OAuthProvider) => start.mutate({ provider, intent: 'login', returnTo });

  return (
    <div className="plain-stack" style={COLUMN}>
      <PlainDivider>{t('oauth.orLogInWith')}</PlainDivider>
      <div className="plain-row" style={ROW}>
        {providers.map(({ id, configured }) => (
          <PlainButton
            key={id}
            icon={<ProviderIcon provider={id} />}
            disabled={!configured}
            loading={start.isPending && start.variables?.provider === id}
            onClick={() => signIn(id)}
          >
            {t(PROVIDER_NAME_KEY[id])}
          </PlainButton>
        ))}
      </div>
      {notSetUp.length > 0 && (
        <span className="plain-secondary" style={CENTRED}>
          {t('oauth.notSetUp', { providers: notSetUp.join(', ') })}
        </span>
      )}
      {start.error && <PlainErrorAlert error={start.error} />}
    </div>
  );
}
