import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';

// The explanation is a paragraph, not a line: kept to a readable measure.
const DESCRIPTION_STYLE = { maxWidth: 360 } as const;

/**
 * Asks before a project is locked or unlocked, saying what the change does (as the server's
 * policy has it: a locked project's content is read-only for everyone, its info and members are
 * not). `children` is the button that asks; `onConfirm` locks or unlocks.
 */
export function LockConfirm({
  project,
  onConfirm,
  children,
}: {
  project: Pick<ProjectSummary, 'name' | 'isLocked'>;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, isLocked } = project;
  return (
    <Popconfirm
      title={
        isLocked
          ? t('projects.confirm.unlockTitle', { name })
          : t('projects.confirm.lockTitle', { name })
      }
      description={
        <div style={DESCRIPTION_STYLE}>
          {isLocked ? t('projects.confirm.unlock') : t('projects.confirm.lock')}
        </div>
      }
      okText={isLocked ? t('projects.actions.unlock') : t('projects.actions.lock')}
      cancelText={t('projects.actions.cancel')}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
