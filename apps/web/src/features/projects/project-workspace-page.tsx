import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Result, Typography, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { loadChunk } from '../../lib/load-chunk';
import { FullLoading } from '../../components/full-loading';
import { PageTitle } from '../../components/page-title';
import { useErrorMessage } from '../../lib/error-message';
import { useProject } from '../../lib/projects/get-project';
import { FrozenNotice } from './components/frozen-notice';
import { ProjectInfoPanel } from './components/project-info-panel';
import { ProjectMembersPanel } from './components/project-members-panel';
import { ProjectSettingsSection } from './components/project-settings-section';
import { WorkspaceHeader } from './components/workspace-header';
import { WorkspaceRail } from './components/workspace-rail';
import { PROJECT_LIST_PATH } from './lib/paths';
import {
  sectionOf,
  WORKSPACE_SECTIONS,
  workspaceRedirect,
  type WorkspaceSection,
} from './lib/workspace-sections';
import { loadDesignWorkspace, preloadDesign } from '../design';
import { DocsSection } from '../docs';
import { MockPanel } from '../mock';
import { TestsSection } from '../tests';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';

const APIS = 'apis';
const TESTS = 'tests';
const MOCK = 'mock';
const DOCS = 'docs';
const APIS_TEST_ID = 'workspace-apis';
/** The sections that fill the window with panes of their own, as applications do. */
type PaneSection = typeof APIS | typeof TESTS;
/** The sections drawn as a page (a title over forms and tables). */
type PageSection = Exclude<WorkspaceSection, PaneSection>;
const PAGE_SECTIONS = WORKSPACE_SECTIONS.filter(
  (key): key is PageSection => key !== APIS && key !== TESTS,
);
const ERROR = 'error';
const PRIMARY = 'primary';
const SECTION_TITLE_LEVEL = 2;
/** Pages of forms and tables read best at a bounded width, even on a 2560 px screen. */
const SECTION_MAX_WIDTH = 1200;

// The designer (tree, editors, CodeMirror) is its own chunk, loaded when the workspace opens.
const DesignWorkspace = lazy(() =>
  loadChunk('design-workspace', loadDesignWorkspace).then((component) => ({
    default: component,
  })),
);

/**
 * `/project/{projectId}/{section?}`: the project workspace (spec §2), a full-window application
 * (issue 21): a slim header, a rail of the project's sections, and the section shown, which
 * alone scrolls. Old `?tab=` links are sent to their section.
 */
export function ProjectWorkspacePage() {
  const { projectId = '', section: segment } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = workspaceRedirect(projectId, segment, searchParams);
  const section = sectionOf(segment);
  if (redirect !== null || section === null) {
    return <Navigate to={redirect ?? PROJECT_LIST_PATH} replace />;
  }
  return <Workspace projectId={projectId} section={section} address={searchParams} />;
}

function Workspace({
  projectId,
  section,
  address,
}: {
  projectId: string;
  section: WorkspaceSection;
  address: URLSearchParams;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  // One guard for every section's unsaved changes: leaving the project asks first.
  useUnsavedGuard(projectId);
  // Opened on the APIs, the designer's chunk, tree and named item are fetched beside the project,
  // not after it; once, for the address the workspace opened at.
  const [opening] = useState({ section, address });
  useEffect(() => {
    if (opening.section === APIS) preloadDesign(queryClient, projectId, opening.address);
  }, [opening, queryClient, projectId]);
  // A section stays mounted once shown, hidden while another is: its unsaved changes, scroll
  // and open tabs are there when the person comes back.
  const [visited, setVisited] = useState<ReadonlySet<WorkspaceSection>>(() => new Set([section]));
  if (!visited.has(section)) setVisited(new Set([...visited, section]));
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
  const readOnly = !data.can.edit;
  const isShown = (key: WorkspaceSection) => key === section;
  const pages: Record<PageSection, { title: string; content: ReactNode }> = {
    mock: {
      title: t('mock.panel.title'),
      content: (
        <Suspense fallback={<FullLoading />}>
          <MockPanel projectId={projectId} readOnly={readOnly} isOpen={section === MOCK} />
        </Suspense>
      ),
    },
    docs: {
      title: t('docs.title'),
      content: (
        <Suspense fallback={<FullLoading />}>
          <DocsSection project={data} isOpen={section === DOCS} />
        </Suspense>
      ),
    },
    settings: {
      title: t('projects.workspace.settingsTitle'),
      content: <ProjectSettingsSection project={data} />,
    },
    members: {
      title: t('projects.workspace.members'),
      content: <ProjectMembersPanel project={data} onLeft={backToList} />,
    },
    info: {
      title: t('projects.workspace.info'),
      content: <ProjectInfoPanel project={data} onDeleted={backToList} />,
    },
  };
  return (
    <Flex vertical style={{ height: '100vh', background: token.colorBgLayout }}>
      <WorkspaceHeader project={data} />
      {data.isFrozen && (
        <div style={{ flex: 'none', padding: '8px 12px 0' }}>
          <FrozenNotice teamId={data.teamId} />
        </div>
      )}
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <WorkspaceRail projectId={projectId} section={section} />
        <main style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex' }}>
          {visited.has(APIS) && (
            <div
              data-testid={APIS_TEST_ID}
              style={{
                flex: 1,
                minWidth: 0,
                minHeight: 0,
                display: isShown(APIS) ? 'flex' : 'none',
                background: token.colorBgContainer,
              }}
            >
              <Suspense fallback={<FullLoading />}>
                <DesignWorkspace project={data} isVisible={isShown(APIS)} />
              </Suspense>
            </div>
          )}
          {visited.has(TESTS) && (
            <div
              style={{
                flex: 1,
                minWidth: 0,
                minHeight: 0,
                display: isShown(TESTS) ? 'flex' : 'none',
              }}
            >
              <Suspense fallback={<FullLoading />}>
                <TestsSection
                  projectId={projectId}
                  readOnly={readOnly}
                  // The server decides test.run as it decides project.edit (access/policy.ts):
                  // a member who may write, on a project neither locked nor frozen.
                  canRun={data.can.runTests}
                  isOpen={isShown(TESTS)}
                />
              </Suspense>
            </div>
          )}
          {PAGE_SECTIONS.filter((key) => visited.has(key)).map((key) => (
            <SectionPage key={key} title={pages[key].title} isShown={isShown(key)}>
              {pages[key].content}
            </SectionPage>
          ))}
        </main>
      </Flex>
    </Flex>
  );
}

/** A section other than the APIs: its title and content, the one box that scrolls. */
function SectionPage({
  title,
  isShown,
  children,
}: {
  title: string;
  isShown: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'auto',
        display: isShown ? 'block' : 'none',
        background: token.colorBgContainer,
      }}
    >
      <Flex vertical gap={16} style={{ padding: '16px 24px 24px', maxWidth: SECTION_MAX_WIDTH }}>
        <Typography.Title
          level={SECTION_TITLE_LEVEL}
          style={{ margin: 0, fontSize: token.fontSizeHeading4 }}
        >
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </div>
  );
}
