import { useState } from 'react';
import { Alert, App, Flex, Input, Modal, Spin, Tag, Typography } from 'antd';
import { DOC_NOTE_MAX_LENGTH, type DocChangelog, type DocSite } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { usePublishDocVersion } from '../api/doc-versions';
import { usePendingChanges } from '../api/pending-changes';
import { liveChangelogUrl, NEW_TAB, NO_OPENER } from '../lib/doc-links';
import { DOCS_TEST_IDS } from '../test-ids';

const WARNING = 'warning';
const SMALL = 'small';
const CENTER = 'center';
const ERROR = 'error';
const NOTE_ROWS = { minRows: 2, maxRows: 6 } as const;
const OK_PROPS = { 'data-testid': DOCS_TEST_IDS.publishOk };

export interface PublishDialogProps {
  projectId: string;
  site: DocSite;
  open: boolean;
  onClose: () => void;
}

/**
 * Publishes the live design as the next version, with a note for readers. Before that it says
 * what would change since the newest version (and how much of it breaks clients), with a link
 * to the reader's changelog for the details.
 */
export function PublishDialog({ open, ...props }: PublishDialogProps) {
  // The dialog lives only while open: each opening starts with an empty note and fresh counts.
  return open ? <PublishForm {...props} /> : null;
}

function PublishForm({ projectId, site, onClose }: Omit<PublishDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const publish = usePublishDocVersion();
  const pending = usePendingChanges(projectId, true);
  const [note, setNote] = useState('');

  const submit = async () => {
    try {
      const version = await publish.mutateAsync({ projectId, note: note.trim() });
      void message.success(t('docs.versions.published', { number: version.number }));
      onClose();
    } catch {
      // Shown in the dialog, which stays open with the note.
    }
  };

  return (
    <Modal
      open
      title={t('docs.versions.dialogTitle')}
      okText={t('docs.versions.publishOk')}
      cancelText={t('docs.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={publish.isPending}
      okButtonProps={OK_PROPS}
    >
      <Flex vertical gap={12} data-testid={DOCS_TEST_IDS.publishDialog}>
        <ErrorAlert error={publish.error} />
        {pending.isPending && <Spin size={SMALL} aria-label={t('common.loading')} />}
        {pending.isError && (
          <Alert type={WARNING} showIcon title={t('docs.versions.changelogUnavailable')} />
        )}
        {pending.data && <PendingSummary changelog={pending.data} site={site} />}
        <Typography.Text strong>{t('docs.versions.note')}</Typography.Text>
        <Input.TextArea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={DOC_NOTE_MAX_LENGTH}
          showCount
          autoSize={NOTE_ROWS}
          placeholder={t('docs.versions.notePlaceholder')}
          aria-label={t('docs.versions.note')}
        />
      </Flex>
    </Modal>
  );
}

/** "Since v3: changes 5, breaking 1", or that this is the first version, or that nothing changed. */
function PendingSummary({ changelog, site }: { changelog: DocChangelog; site: DocSite }) {
  const { t } = useTranslation();
  const from = changelog.from;
  const text =
    from === null
      ? t('docs.versions.firstVersion')
      : changelog.changes.length === 0
        ? t('docs.versions.noChangesSince', { from })
        : t('docs.versions.changesSince', {
            from,
            changes: changelog.changes.length,
            breaking: changelog.breaking,
          });
  return (
    <Flex vertical gap={4} data-testid={DOCS_TEST_IDS.publishSummary}>
      <Flex align={CENTER} gap={8} wrap>
        <Typography.Text>{text}</Typography.Text>
        {changelog.breaking > 0 && from !== null && (
          <Tag color={ERROR}>{t('docs.versions.breaking', { count: changelog.breaking })}</Tag>
        )}
      </Flex>
      {from !== null && (
        <Typography.Link
          href={liveChangelogUrl(site)}
          target={NEW_TAB}
          rel={NO_OPENER}
          data-testid={DOCS_TEST_IDS.publishChangelog}
        >
          {t('docs.versions.seeChangelog')}
        </Typography.Link>
      )}
    </Flex>
  );
}
