import { Alert } from 'antd';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { DESIGN_TEST_IDS } from './test-ids';

const INFO = 'info';

/** Why the design cannot be changed: the project is frozen, locked, or the member reads only. */
export function readOnlyReason(project: ProjectSummary): 'frozen' | 'locked' | 'member' {
  if (project.isFrozen) return 'frozen';
  if (project.isLocked) return 'locked';
  return 'member';
}

export function ReadOnlyNotice({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={INFO}
      banner
      title={t(`design.shell.readOnly.${readOnlyReason(project)}`)}
      data-testid={DESIGN_TEST_IDS.readOnly}
    />
  );
}
