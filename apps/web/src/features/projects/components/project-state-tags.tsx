import { Space, Tag } from 'antd';
import { LockOutlined, PauseCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

const LOCKED_COLOUR = 'orange';
// Frozen is the state to act on (upgrade or delete others); personal only says whose it is.
const FROZEN_COLOUR = ACCENT_TAG_COLOUR;
const PERSONAL_COLOUR = 'default';

/** The states a project is in: locked, frozen (over the plan's limit), personal. */
export function ProjectStateTags({
  project,
}: {
  project: Pick<ProjectSummary, 'isLocked' | 'isFrozen' | 'isPersonal'>;
}) {
  const { t } = useTranslation();
  return (
    <Space size={[0, 4]} wrap>
      {project.isLocked && (
        <Tag color={LOCKED_COLOUR} icon={<LockOutlined />}>
          {t('projects.state.locked')}
        </Tag>
      )}
      {project.isFrozen && (
        <Tag color={FROZEN_COLOUR} icon={<PauseCircleOutlined />}>
          {t('projects.state.frozen')}
        </Tag>
      )}
      {project.isPersonal && (
        <Tag color={PERSONAL_COLOUR} icon={<UserOutlined />}>
          {t('projects.state.personal')}
        </Tag>
      )}
    </Space>
  );
}
