import { App, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LinkedIdentity, OAuthProvider } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useIdentities } from '../api/list-identities';
import { useStartOAuth } from '../api/start-oauth';
import { useUnlinkIdentity } from '../api/unlink-identity';
import { PROVIDER_NAME_KEY } from '../lib/provider-names';
import { ProviderIcon } from './provider-icon';

const ROW = { justify: 'space-between', align: 'center', gap: 12, wrap: 'wrap' } as const;
const SECONDARY = 'secondary';
const ACTIONS = { gap: 4, align: 'center' } as const;
const DANGER_LINK = { type: 'link', danger: true } as const;
const LINK = { type: 'link' } as const;

/** WeChat is "bound" and "re-bound" (spec §4); Google and GitHub are "linked". */
function wordsFor(provider: OAuthProvider) {
  return provider === 'wechat'
    ? ({
        linked: 'oauth.settings.bound',
        notLinked: 'oauth.settings.notBound',
        link: 'oauth.settings.bind',
        unlink: 'oauth.settings.unbind',
        confirm: 'oauth.settings.unbindConfirm',
        done: 'oauth.settings.unbound',
      } as const)
    : ({
        linked: 'oauth.settings.linked',
        notLinked: 'oauth.settings.notLinked',
        link: 'oauth.settings.link',
        unlink: 'oauth.settings.unlink',
        confirm: 'oauth.settings.unlinkConfirm',
        done: 'oauth.settings.unlinked',
      } as const);
}

/**
 * Account settings: WeChat binding and Google/GitHub linking (spec §2, §4). Linking leaves for
 * the provider and comes back to this page; unlinking the last way to sign in is refused by the
 * server with "set up email login first".
 */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const location = useLocation();
  const { data, error } = useIdentities();
  const start = useStartOAuth();
  const unlink = useUnlinkIdentity();

  if (!data) return error ? <ErrorAlert error={error} /> : <Skeleton active />;
  const returnTo = `${location.pathname}${location.search}`;

  const row = (provider: OAuthProvider, configured: boolean, identity?: LinkedIdentity) => {
    const words = wordsFor(provider);
    const name = t(PROVIDER_NAME_KEY[provider]);
    const link = () => start.mutate({ provider, intent: 'link', returnTo });
    const remove = () =>
      unlink.mutate(provider, {
        onSuccess: () => void message.success(t(words.done, { provider: name })),
      });
    return (
      <Flex key={provider} {...ROW} data-provider={provider}>
        <Flex vertical>
          <Typography.Text strong>
            <ProviderIcon provider={provider} /> {name}
          </Typography.Text>
          <Typography.Text type={SECONDARY}>
            {identity
              ? t(words.linked, { name: identity.displayName ?? identity.email ?? name })
              : t(words.notLinked)}
          </Typography.Text>
        </Flex>
        <Flex {...ACTIONS}>
          {!configured && (
            <Typography.Text type={SECONDARY}>{t('oauth.settings.notSetUp')}</Typography.Text>
          )}
          {configured && (!identity || provider === 'wechat') && (
            <Button
              {...LINK}
              loading={start.isPending && start.variables?.provider === provider}
              onClick={link}
            >
              {identity ? t('oauth.settings.rebind') : t(words.link)}
            </Button>
          )}
          {identity && (
            <Popconfirm
              title={t(words.confirm, { provider: name })}
              okText={t(words.unlink)}
              cancelText={t('oauth.settings.keep')}
              onConfirm={remove}
            >
              <Button {...DANGER_LINK} loading={unlink.isPending && unlink.variables === provider}>
                {t(words.unlink)}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16}>
      <ErrorAlert error={start.error ?? unlink.error} />
      {data.providers.map(({ id, configured }) =>
        row(
          id,
          configured,
          data.identities.find((identity) => identity.provider === id),
        ),
      )}
    </Flex>
  );
}
