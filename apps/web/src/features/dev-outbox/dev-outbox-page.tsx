import { App, Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../components/empty';
import { ACCENT_TAG_COLOUR } from '../../components/accent-tag-colour';
import { ErrorAlert } from '../../components/error-alert';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { useClearOutbox } from './api/clear-outbox';
import { useOutbox } from './api/list-outbox';
import { LinkedText } from './components/linked-text';

const SECONDARY = 'secondary';
const SMALL = 'small';
const TOOLBAR = { gap: 8, wrap: 'wrap', align: 'center' } as const;
const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const CHANNEL_COLOUR: Record<OutboxMessage['channel'], string> = {
  email: ACCENT_TAG_COLOUR,
  sms: 'green',
};

function OutboxItem({ item }: { item: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, TIME_FORMAT).format(new Date(item.createdAt));
  return (
    <li style={{ listStyle: 'none' }}>
      <Card size={SMALL}>
        <Flex {...TOOLBAR}>
          <Tag color={CHANNEL_COLOUR[item.channel]}>{t(`outbox.channels.${item.channel}`)}</Tag>
          <Typography.Text strong>{t('outbox.to', { to: item.to })}</Typography.Text>
          <Typography.Text type={SECONDARY}>
            <time dateTime={item.createdAt}>{time}</time>
          </Typography.Text>
        </Flex>
        {item.subject !== null && (
          <Typography.Title level={2} style={{ fontSize: 16, margin: '12px 0 0' }}>
            {item.subject}
          </Typography.Title>
        )}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>
          <LinkedText text={item.text} />
        </Typography.Paragraph>
      </Card>
    </li>
  );
}

/**
 * `/dev/outbox`: the email and SMS messages a server without real providers keeps instead of
 * sending (codes, reset links), so they can be read in development and browser tests.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const outbox = useOutbox();
  const clear = useClearOutbox();
  const isDisabled = outbox.error instanceof ApiError && outbox.error.code === 'OUTBOX_DISABLED';

  async function clearAll() {
    try {
      await clear.mutateAsync();
      void message.success(t('outbox.cleared'));
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  }

  let body;
  if (outbox.isPending) {
    body = <Spin />;
  } else if (isDisabled) {
    body = <Empty description={t('outbox.disabled')} />;
  } else if (outbox.isError) {
    body = <ErrorAlert error={outbox.error} />;
  } else if (outbox.data.items.length === 0) {
    body = <Empty description={t('outbox.empty')} />;
  } else {
    body = (
      <ol
        aria-label={t('outbox.listLabel')}
        style={{ display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0 }}
      >
        {outbox.data.items.map((item) => (
          <OutboxItem key={item.id} item={item} />
        ))}
      </ol>
    );
  }

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <PageTitle>{t('screens.devOutbox')}</PageTitle>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('outbox.description')}
      </Typography.Paragraph>
      <Flex {...TOOLBAR}>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching && !outbox.isPending}
        >
          {t('outbox.refresh')}
        </Button>
        <Button
          danger
          icon={<ClearOutlined />}
          onClick={() => void clearAll()}
          loading={clear.isPending}
          disabled={isDisabled || !outbox.data?.items.length}
        >
          {t('outbox.clear')}
        </Button>
      </Flex>
      {body}
    </Flex>
  );
}
