import type { ComponentType } from 'react';
import { theme } from 'antd';
import {
  ApiOutlined,
  CloudServerOutlined,
  ExperimentOutlined,
  InfoCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  WORKSPACE_SECTIONS,
  workspaceSectionPath,
  type WorkspaceSection,
} from '../lib/workspace-sections';
import '../../../components/plain/plain.css';
import './workspace.css';

const ICONS: Record<WorkspaceSection, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  apis: ApiOutlined,
  tests: ExperimentOutlined,
  mock: CloudServerOutlined,
  docs: ReadOutlined,
  settings: SettingOutlined,
  members: TeamOutlined,
  info: InfoCircleOutlined,
};
/** Wide enough for the longest label in the five languages ("Pengaturan") on one line. */
export const WORKSPACE_RAIL_WIDTH = 80;
const PAGE = 'page';
const LINK_CLASS = 'heron-workspace-rail-link';

export interface WorkspaceRailProps {
  projectId: string;
  section: WorkspaceSection;
}

/** The workspace's left rail (issue 21): its sections, each an icon over its name. */
export function WorkspaceRail({ projectId, section }: WorkspaceRailProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={t('projects.workspace.sectionsLabel')}
      style={{
        width: WORKSPACE_RAIL_WIDTH,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        padding: '8px 6px',
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        overflowY: 'auto',
      }}
    >
      {WORKSPACE_SECTIONS.map((key) => {
        const Icon = ICONS[key];
        const isCurrent = key === section;
        return (
          <Link
            key={key}
            to={workspaceSectionPath(projectId, key)}
            className={LINK_CLASS}
            aria-current={isCurrent ? PAGE : undefined}
            data-testid={`workspace-section-${key}`}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              padding: '8px 2px',
              borderRadius: token.borderRadiusLG,
              fontSize: token.fontSizeSM,
              lineHeight: 1.3,
              textAlign: 'center',
              color: isCurrent ? token.colorPrimary : token.colorTextSecondary,
              background: isCurrent ? token.colorPrimaryBg : undefined,
            }}
          >
            <span style={{ fontSize: 18, lineHeight: 1 }}>
              <Icon aria-hidden />
            </span>
            {t(`projects.workspace.sections.${key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
