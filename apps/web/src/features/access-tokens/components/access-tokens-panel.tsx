import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { CopyOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccessToken, CreatedAccessToken } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { copyText } from '../../../lib/copy-text';
import { useFormatDateTime } from '../../../lib/format-time';
import { useAccessTokens } from '../api/list-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';
import { CreateTokenForm } from './create-token-form';

const SECONDARY = 'secondary';
const HEAD = { gap: 8, align: 'center', wrap: true } as const;
const WARNING = 'warning';
const PRIMARY = 'primary';
const DANGER_LINK = { type: 'link', danger: true } as const;
const ROW = { justify: 'space-between', align: 'flex-start', gap: 12 } as const;
const RUN_COLOR = 'processing';
const EXPIRED_COLOR = 'red';
const TOKEN_STYLE = { wordBreak: 'break-all' } as const;
const LIST_STYLE = { borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 12 } as const;

/**
 * Account settings, Access tokens (issue 22): tokens for CI jobs and scripts
 * (`heron run --server`), each reaching the projects chosen, to read or to run tests, until it
 * expires or is revoked. A new token is shown once, with a copy button, and never again.
 */
export function AccessTokensPanel() {
  const { t } = useTranslation();
  const { data, error } = useAccessTokens();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | undefined>(undefined);

  if (!data) return error ? <ErrorAlert error={error} /> : <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type={SECONDARY}>{t('accessTokens.intro')}</Typography.Paragraph>
      {created && <NewToken token={created} onDone={() => setCreated(undefined)} />}
      {isCreating ? (
        <CreateTokenForm
          onCancel={() => setIsCreating(false)}
          onCreated={(token) => {
            setIsCreating(false);
            setCreated(token);
          }}
        />
      ) : (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('accessTokens.new')}
          </Button>
        </div>
      )}
      {data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accessTokens.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {data.items.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** The token just made: shown this once, with a copy button and a warning that says so. */
function NewToken({ token, onDone }: { token: CreatedAccessToken; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    const isCopied = await copyText(token.token);
    void (isCopied
      ? message.success(t('accessTokens.copied'))
      : message.error(t('accessTokens.copyFailed')));
  };
  return (
    <Alert
      type={WARNING}
      showIcon
      title={t('accessTokens.createdTitle', { name: token.name })}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{t('accessTokens.createdWarning')}</Typography.Text>
          <Typography.Text code style={TOKEN_STYLE}>
            {token.token}
          </Typography.Text>
          <Flex gap={8}>
            <Button type={PRIMARY} icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('accessTokens.copy')}
            </Button>
            <Button onClick={onDone}>{t('accessTokens.done')}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}

function TokenRow({ token }: { token: AccessToken }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const revoke = useRevokeAccessToken();
  const expiry = token.expiresAt
    ? t(token.isExpired ? 'accessTokens.expiredOn' : 'accessTokens.expiresOn', {
        date: formatDateTime(token.expiresAt),
      })
    : t('accessTokens.neverExpires');
  const lastUsed = token.lastUsedAt
    ? t('accessTokens.lastUsed', { date: formatDateTime(token.lastUsedAt) })
    : t('accessTokens.neverUsed');
  return (
    <Flex {...ROW} style={LIST_STYLE} data-token-id={token.id}>
      <Flex vertical gap={4}>
        <Flex {...HEAD}>
          <KeyOutlined />
          <Typography.Text strong>{token.name}</Typography.Text>
          <Typography.Text code>{`${token.prefix}…`}</Typography.Text>
          <Tag color={token.right === 'run' ? RUN_COLOR : undefined}>
            {t(`accessTokens.rights.${token.right}`)}
          </Tag>
          {token.isExpired && <Tag color={EXPIRED_COLOR}>{t('accessTokens.expired')}</Tag>}
        </Flex>
        <Typography.Text type={SECONDARY}>
          {t('accessTokens.projectsList', {
            projects: token.projects.map((project) => project.name).join(', ') || '—',
          })}
        </Typography.Text>
        <Typography.Text type={SECONDARY}>
          {[
            t('accessTokens.createdOn', { date: formatDateTime(token.createdAt) }),
            expiry,
            lastUsed,
          ].join(' · ')}
        </Typography.Text>
        <ErrorAlert error={revoke.error} />
      </Flex>
      <Popconfirm
        title={t('accessTokens.revokeConfirm', { name: token.name })}
        okText={t('accessTokens.revoke')}
        cancelText={t('accessTokens.cancel')}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => void message.success(t('accessTokens.revoked', { name: token.name })),
          })
        }
      >
        <Button {...DANGER_LINK} loading={revoke.isPending}>
          {t('accessTokens.revoke')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
