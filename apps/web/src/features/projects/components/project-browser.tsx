import { useEffect, type ReactNode } from 'react';
import { Flex, Input, Tabs } from 'antd';
import type { ProjectListTab } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useProjects } from '../../../lib/projects/list-projects';
import { useProjectListParams } from '../lib/use-project-list-params';
import { FrozenNotice } from './frozen-notice';
import { ProjectTable } from './project-table';

const SEARCH_WIDTH = 280;
const TOOLBAR = { gap: 12, wrap: 'wrap', align: 'center', justify: 'space-between' } as const;

export interface ProjectBrowserProps {
  /** The tabs offered, the first being the default. */
  tabs: readonly ProjectListTab[];
  /** Only this team's projects (the personal space's id for personal projects). */
  teamId?: string;
  /** Beside the search box: the "New project" button. */
  extra?: ReactNode;
}

/**
 * Tabs, search and a paginated table of projects, their state kept in the address. The frozen
 * notice shows when a listed project is frozen.
 */
export function ProjectBrowser({ tabs, teamId, extra }: ProjectBrowserProps) {
  const { t } = useTranslation();
  const { state, setTab, setPage, setQuery } = useProjectListParams(tabs);
  const projects = useProjects({ ...state, teamId });
  const lastPage = Math.max(1, Math.ceil((projects.data?.total ?? 0) / state.pageSize));
  const isPastEnd = projects.isSuccess && !projects.isPlaceholderData && state.page > lastPage;
  // The last rows of the last page went (deleted, recovered, left): show the page before.
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, state.pageSize);
  }, [isPastEnd, lastPage, state.pageSize, setPage]);
  const frozen =
    state.tab === 'trash' ? undefined : projects.data?.items.find((project) => project.isFrozen);
  const hasFrozen = frozen !== undefined;

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={state.tab}
        onChange={(key) => setTab(key as ProjectListTab)}
        items={tabs.map((tab) => ({ key: tab, label: t(`projects.tabs.${tab}`) }))}
        tabBarExtraContent={extra}
      />
      <Flex {...TOOLBAR}>
        <Input.Search
          // A new address (back button, another tab's link) puts its own search in the box.
          key={state.q}
          defaultValue={state.q}
          allowClear
          aria-label={t('projects.list.search')}
          placeholder={t('projects.list.search')}
          onSearch={setQuery}
          style={{ width: SEARCH_WIDTH }}
        />
      </Flex>
      {hasFrozen && <FrozenNotice teamId={teamId ?? frozen.teamId} />}
      <ErrorAlert error={projects.error} />
      <ProjectTable
        tab={state.tab}
        data={projects.data}
        page={state.page}
        pageSize={state.pageSize}
        isLoading={projects.isFetching}
        showTeam={teamId === undefined}
        isSearching={state.q !== ''}
        onPageChange={setPage}
      />
    </Flex>
  );
}
