import type { HTMLAttributes } from 'react';
import { App, Empty, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import type { DocShare, DocShareState } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormatDateTime } from '../../../lib/format-time';
import { useRevokeDocShare } from '../api/doc-shares';
import { CopyButton } from '../../../components/copy-button';
import { ConfirmDangerLink } from '../components/confirm-danger-link';
import { OpenLinkButton } from '../components/open-link-button';
import { DOCS_TEST_IDS, docsTestIdOf } from '../test-ids';

const SMALL = 'small';
const SECONDARY = 'secondary';
const CENTER = 'center';
const ROW_KEY = 'id';
const SCROLL = { x: true } as const;
const PAGINATION = { pageSize: 20, size: SMALL, showSizeChanger: false } as const;
/** Theme-derived status colours: a live link reads as success, a dead one as an error. */
const STATE_COLOURS: Record<DocShareState, string> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
};

export interface ShareTableProps {
  projectId: string;
  /** Newest first, revoked and expired links included. */
  shares: DocShare[];
  isLoading: boolean;
  canPublish: boolean;
}

/** The project's share links: what each shares, its state and use, and its actions. */
export function ShareTable({ projectId, shares, isLoading, canPublish }: ShareTableProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const formatDateTime = useFormatDateTime();
  const revoke = useRevokeDocShare();

  const revokeShare = async (shareId: string) => {
    try {
      await revoke.mutateAsync({ projectId, shareId });
      void message.success(t('docs.shares.revoked'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  /** What a link shares, said plainly: the whole project or how many items. */
  const scopeOf = (share: DocShare) =>
    share.itemIds.length === 0
      ? t('docs.shares.wholeProject')
      : t('docs.shares.itemCount', { count: share.itemIds.length });

  const columns: TableProps<DocShare>['columns'] = [
    {
      key: 'name',
      title: t('docs.shares.column.name'),
      render: (_, share) =>
        share.name === '' ? (
          scopeOf(share)
        ) : (
          <Flex vertical>
            <Typography.Text strong>{share.name}</Typography.Text>
            <Typography.Text type={SECONDARY}>{scopeOf(share)}</Typography.Text>
          </Flex>
        ),
    },
    {
      key: 'state',
      title: t('docs.shares.column.state'),
      render: (_, share) => (
        <Tag color={STATE_COLOURS[share.state]}>{t(`docs.shares.states.${share.state}`)}</Tag>
      ),
    },
    {
      key: 'password',
      title: t('docs.shares.column.password'),
      render: (_, share) => (share.hasPassword ? t('docs.shares.yes') : t('docs.shares.no')),
    },
    {
      key: 'expires',
      title: t('docs.shares.column.expires'),
      render: (_, share) =>
        share.expiresAt === null ? t('docs.shares.never') : formatDateTime(share.expiresAt),
    },
    {
      key: 'views',
      title: t('docs.shares.column.views'),
      align: 'right',
      render: (_, share) => share.views,
    },
    {
      key: 'lastView',
      title: t('docs.shares.column.lastView'),
      render: (_, share) =>
        share.lastViewAt === null ? t('docs.shares.notViewed') : formatDateTime(share.lastViewAt),
    },
    {
      key: 'created',
      title: t('docs.shares.column.created'),
      render: (_, share) =>
        share.createdBy
          ? t('docs.shares.createdBy', {
              name: share.createdBy.name,
              date: formatDateTime(share.createdAt),
            })
          : formatDateTime(share.createdAt),
    },
    {
      key: 'actions',
      title: t('docs.shares.column.actions'),
      render: (_, share) => (
        <Flex align={CENTER} gap={4}>
          <CopyButton text={share.url} label={t('docs.shares.copyLink')} />
          <OpenLinkButton url={share.url} label={t('docs.shares.openLink')} />
          {canPublish && share.state !== 'revoked' && (
            <ConfirmDangerLink
              action={t('docs.shares.revoke')}
              title={t('docs.shares.revokeTitle')}
              description={t('docs.shares.revokeContent')}
              onConfirm={() => revokeShare(share.id)}
              testId={docsTestIdOf.revoke(share.id)}
              okTestId={docsTestIdOf.revokeOk(share.id)}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Table<DocShare>
      size={SMALL}
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={shares}
      loading={isLoading}
      pagination={shares.length > PAGINATION.pageSize ? PAGINATION : false}
      scroll={SCROLL}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('docs.shares.empty')} />
        ),
      }}
      onRow={(share) =>
        ({ 'data-testid': docsTestIdOf.shareRow(share.id) }) as HTMLAttributes<HTMLElement>
      }
      data-testid={DOCS_TEST_IDS.sharesTable}
    />
  );
}
