import { Suspense, useMemo } from 'react';
import { Modal, Spin } from 'antd';
import type { RevisionDetail } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatDateTime } from '../../../lib/format-time';
import { useRevision } from '../api/get-revision';
import { LazyVersionComparison } from './lazy-version-comparison';
import type { VersionSide } from './version-fields';

const MODAL_WIDTH = 1100;

/** What a compare shows of a revision: the item as saved, without where it sits in the tree. */
function sideOf(detail: RevisionDetail): VersionSide {
  return { kind: detail.kind, name: detail.name, data: detail.data };
}

export interface RevisionCompareModalProps {
  projectId: string;
  itemId: string;
  /** The older and the newer version to compare; null when closed. */
  versions: readonly [number, number] | null;
  onClose: () => void;
}

/** Two revisions of an item compared field by field, the older on the left. */
export function RevisionCompareModal({
  projectId,
  itemId,
  versions,
  onClose,
}: RevisionCompareModalProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const older = useRevision(projectId, itemId, versions?.[0]);
  const newer = useRevision(projectId, itemId, versions?.[1]);
  const olderSide = useMemo(() => older.data && sideOf(older.data), [older.data]);
  const newerSide = useMemo(() => newer.data && sideOf(newer.data), [newer.data]);
  const label = (detail: RevisionDetail) =>
    t('design.history.compareLabel', {
      version: detail.revision.version,
      name: detail.revision.author?.name ?? t('design.shell.someone'),
      time: formatTime(detail.revision.createdAt),
    });
  const loading = <Spin aria-label={t('common.loading')} />;

  return (
    <Modal
      open={versions !== null}
      width={MODAL_WIDTH}
      title={t('design.history.compareTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ErrorAlert error={older.error ?? newer.error} />
      {older.data && newer.data && olderSide && newerSide ? (
        <Suspense fallback={loading}>
          <LazyVersionComparison
            projectId={projectId}
            older={olderSide}
            newer={newerSide}
            leftLabel={label(older.data)}
            rightLabel={label(newer.data)}
          />
        </Suspense>
      ) : (
        !(older.error ?? newer.error) && loading
      )}
    </Modal>
  );
}
