import { lazy, Suspense } from 'react';
import { Button, Flex, Result, Tabs, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { loadChunk } from '../../lib/load-chunk';
import { FullLoading } from '../../components/full-loading';
import { ACCENT_TAG_COLOUR } from '../../components/accent-tag-colour';
import { PageTitle } from '../../components/page-title';
import { useErrorMessage } from '../../lib/error-message';
import { useProject } from '../../lib/projects/get-project';
import { FrozenNotice } from './components/frozen-notice';
import { ProjectInfoPanel } from './components/project-info-panel';
import { ProjectMembersPanel } from './components/project-members-panel';
import { ProjectStateTags } from './components/project-state-tags';
import { PROJECT_LIST_PATH } from './lib/paths';
import { loadDesignWorkspace } from '../design';

const TAB = 'tab';
// The designer is the first and default tab (issue 5).
const WORKSPACE_TABS = ['design', 'members', 'info'] as const;
type WorkspaceTab = (typeof WORKSPACE_TABS)[number];
const ERROR = 'error';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const CATEGORY_COLOUR = ACCENT_TAG_COLOUR;
const TITLE_ROW = { align: 'center', gap: 8, wrap: 'wrap' } as const;

// The designer (tree, editors, CodeMirror) is its own chunk, loaded when the workspace opens.
const DesignWorkspace = lazy(() =>
  loadChunk('design-workspace', loadDesignWorkspace).then((component) => ({
    default: component,
  })),
);

function isWorkspaceTab(value: string | null): value is WorkspaceTab {
  return (WORKSPACE_TABS as readonly (string | null)[]).includes(value);
}

/**
 * `/project/{projectId}`: the project workspace (spec §2): its API design (the default tab), its
 * members and its info. The tab is in the address (`?tab=info`).
 */
export function ProjectWorkspacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { projectId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const project = useProject(projectId);
  const rawTab = searchParams.get(TAB);
  const tab: WorkspaceTab = isWorkspaceTab(rawTab) ? rawTab : WORKSPACE_TABS[0];
  const backToList = () => void navigate(PROJECT_LIST_PATH, { replace: true });

  if (project.isPending) return <FullLoading />;
  if (project.isError) {
    return (
      <Result
        status={ERROR}
        title={<PageTitle>{t('projects.workspace.unavailable')}</PageTitle>}
        subTitle={errorMessage(project.error)}
        extra={
          <Button type={PRIMARY} onClick={backToList}>
            {t('projects.workspace.backToList')}
          </Button>
        }
      />
    );
  }

  const data = project.data;
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Flex {...TITLE_ROW}>
          <PageTitle>{data.name}</PageTitle>
          <Tag color={CATEGORY_COLOUR}>{t(`projects.categories.${data.category}`)}</Tag>
          <ProjectStateTags project={data} />
        </Flex>
        <Typography.Text type={SECONDARY}>
          <TeamOutlined aria-hidden />{' '}
          {data.isPersonal
            ? t('projects.workspace.personalSpace')
            : t('projects.workspace.team', { name: data.teamName })}
        </Typography.Text>
        {data.description && (
          <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
            {data.description}
          </Typography.Paragraph>
        )}
      </Flex>
      {data.isFrozen && <FrozenNotice teamId={data.teamId} />}
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === WORKSPACE_TABS[0]) next.delete(TAB);
              else next.set(TAB, key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: WORKSPACE_TABS[0],
            label: t('design.shell.tab'),
            children: (
              <Suspense fallback={<FullLoading />}>
                <DesignWorkspace project={data} isVisible={tab === WORKSPACE_TABS[0]} />
              </Suspense>
            ),
          },
          {
            key: WORKSPACE_TABS[1],
            label: t('projects.workspace.members'),
            children: <ProjectMembersPanel project={data} onLeft={backToList} />,
          },
          {
            key: WORKSPACE_TABS[2],
            label: t('projects.workspace.info'),
            children: <ProjectInfoPanel project={data} onDeleted={backToList} />,
          },
        ]}
      />
    </Flex>
  );
}
