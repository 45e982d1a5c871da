import type { HTMLAttributes } from 'react';
import { App, Button, Empty, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import type { DocSite, DocVersion } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormatDateTime } from '../../../lib/format-time';
import { useDeleteDocVersion } from '../api/doc-versions';
import { NEW_TAB, NO_OPENER, versionChangelogUrl, versionUrl } from '../lib/doc-links';
import { ConfirmDangerLink } from '../components/confirm-danger-link';
import { DOCS_TEST_IDS, docsTestIdOf } from '../test-ids';

const SMALL = 'small';
const LINK = 'link';
const ERROR = 'error';
const SECONDARY = 'secondary';
const CENTER = 'center';
const ROW_KEY = 'number';
const NONE = '—';
const SCROLL = { x: true } as const;
const PAGINATION = { pageSize: 20, size: SMALL, showSizeChanger: false } as const;
const NO_PADDING = { padding: 0 } as const;

export interface VersionTableProps {
  projectId: string;
  site: DocSite;
  /** Newest first, as the server lists them. */
  versions: DocVersion[];
  isLoading: boolean;
  canPublish: boolean;
}

/** The published versions: what each holds, what it changed, and links to read it. */
export function VersionTable({
  projectId,
  site,
  versions,
  isLoading,
  canPublish,
}: VersionTableProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const formatDateTime = useFormatDateTime();
  const withdraw = useDeleteDocVersion();

  const withdrawVersion = async (number: number) => {
    try {
      await withdraw.mutateAsync({ projectId, number });
      void message.success(t('docs.versions.withdrawn', { number }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: TableProps<DocVersion>['columns'] = [
    {
      key: 'version',
      title: t('docs.versions.column.version'),
      render: (_, version) => (
        <Typography.Text strong>
          {t('docs.versions.label', { number: version.number })}
        </Typography.Text>
      ),
    },
    {
      key: 'note',
      title: t('docs.versions.column.note'),
      render: (_, version) =>
        version.note === '' ? (
          <Typography.Text type={SECONDARY}>{NONE}</Typography.Text>
        ) : (
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{version.note}</Typography.Text>
        ),
    },
    {
      key: 'publishedAt',
      title: t('docs.versions.column.publishedAt'),
      render: (_, version) => formatDateTime(version.createdAt),
    },
    {
      key: 'by',
      title: t('docs.versions.column.by'),
      render: (_, version) => version.createdBy?.name ?? NONE,
    },
    {
      key: 'contents',
      title: t('docs.versions.column.contents'),
      render: (_, version) =>
        t('docs.versions.contents', {
          endpoints: version.endpoints,
          models: version.models,
          docs: version.docs,
        }),
    },
    {
      key: 'changes',
      title: t('docs.versions.column.changes'),
      render: (_, version) => (
        <Flex align={CENTER} gap={6}>
          <span>{version.changes}</span>
          {version.breaking > 0 && (
            <Tag color={ERROR}>{t('docs.versions.breaking', { count: version.breaking })}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('docs.versions.column.actions'),
      render: (_, version) => (
        <Flex align={CENTER} gap={8}>
          <Button
            type={LINK}
            size={SMALL}
            href={versionUrl(site, version.number)}
            target={NEW_TAB}
            rel={NO_OPENER}
            style={NO_PADDING}
          >
            {t('docs.versions.open')}
          </Button>
          <Button
            type={LINK}
            size={SMALL}
            href={versionChangelogUrl(site, version.number)}
            target={NEW_TAB}
            rel={NO_OPENER}
            style={NO_PADDING}
          >
            {t('docs.versions.changelog')}
          </Button>
          {canPublish && (
            <ConfirmDangerLink
              action={t('docs.versions.withdraw')}
              title={t('docs.versions.withdrawTitle', { number: version.number })}
              description={t('docs.versions.withdrawContent')}
              onConfirm={() => withdrawVersion(version.number)}
              testId={docsTestIdOf.withdraw(version.number)}
              okTestId={docsTestIdOf.withdrawOk(version.number)}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Table<DocVersion>
      size={SMALL}
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={versions}
      loading={isLoading}
      pagination={versions.length > PAGINATION.pageSize ? PAGINATION : false}
      scroll={SCROLL}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('docs.versions.empty')} />
        ),
      }}
      onRow={(version) =>
        ({ 'data-testid': docsTestIdOf.versionRow(version.number) }) as HTMLAttributes<HTMLElement>
      }
      data-testid={DOCS_TEST_IDS.versionsTable}
    />
  );
}
