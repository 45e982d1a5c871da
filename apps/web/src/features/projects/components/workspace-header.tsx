import { Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { UserMenu } from '../../auth';
import { PROJECT_LIST_PATH } from '../lib/paths';
import { ProjectStateTags } from './project-state-tags';

const SECONDARY = 'secondary';
const HEADER = 'header';
const BACK_TEST_ID = 'workspace-back';
const CENTER = 'center';
const CATEGORY_COLOUR = ACCENT_TAG_COLOUR;
const ROW = { align: CENTER, gap: 8, style: { minWidth: 0 } } as const;
/** One line of 48 px: the project takes the height of one toolbar, not of a page header. */
export const WORKSPACE_HEADER_HEIGHT = 48;
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The workspace's slim header (issue 21): a way back to the projects, the project with its
 * category, states (a personal project's among them) and team, and the person's language and
 * account, in one row.
 */
export function WorkspaceHeader({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const space = t('projects.workspace.team', { name: project.teamName });
  return (
    <Flex
      component={HEADER}
      align={CENTER}
      gap={16}
      style={{
        height: WORKSPACE_HEADER_HEIGHT,
        flex: 'none',
        paddingInline: 12,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Tooltip title={t('projects.workspace.backToList')}>
        <Link
          to={PROJECT_LIST_PATH}
          aria-label={t('projects.workspace.backToList')}
          data-testid={BACK_TEST_ID}
          style={{
            display: 'inline-flex',
            alignItems: CENTER,
            justifyContent: CENTER,
            width: 32,
            height: 32,
            flex: 'none',
            borderRadius: token.borderRadius,
            color: token.colorText,
          }}
        >
          <ArrowLeftOutlined aria-hidden />
        </Link>
      </Tooltip>
      <Flex {...ROW} style={{ ...ROW.style, flex: 1 }}>
        <Typography.Title
          level={1}
          title={project.name}
          style={{ margin: 0, fontSize: token.fontSizeLG, flex: '0 1 auto', ...ELLIPSIS }}
        >
          {project.name}
        </Typography.Title>
        <Tag color={CATEGORY_COLOUR} style={{ marginInlineEnd: 0 }}>
          {t(`projects.categories.${project.category}`)}
        </Tag>
        <ProjectStateTags project={project} />
        {/* A personal project says so in its tags; a team's names the team. */}
        {!project.isPersonal && (
          <Typography.Text type={SECONDARY} title={space} style={{ flex: '0 1 auto', ...ELLIPSIS }}>
            <TeamOutlined aria-hidden /> {space}
          </Typography.Text>
        )}
      </Flex>
      <Flex align={CENTER} gap={4} style={{ flex: 'none' }}>
        <LanguageSwitcher />
        <UserMenu />
      </Flex>
    </Flex>
  );
}
