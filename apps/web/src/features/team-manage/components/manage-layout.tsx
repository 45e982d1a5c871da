import type { ReactNode } from 'react';
import { Button, Flex, Menu, Result, Tag, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TeamDetail } from '@heron/contract';
import { FullLoading } from '../../../components/full-loading';
import { PageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useTeam } from '../../../lib/teams/get-team';
import {
  ALL_PROJECTS,
  managePath,
  TEAM_LIST_PATH,
  type ManagePage,
} from '../../../lib/manage-paths';

const INLINE = 'inline';
const ERROR = 'error';
const PRIMARY = 'primary';
const MENU_WIDTH = 200;
const HEADER_ROW = { justify: 'space-between', align: 'center', gap: 16, wrap: true } as const;
const TITLE_ROW = { align: 'center', gap: 8, wrap: true } as const;
const BODY_ROW = { align: 'flex-start', gap: 24, wrap: true } as const;

const MENU_LABELS = {
  'team-setting': 'screens.teamSetting',
  'project-list': 'screens.manageProjectList',
  'project-setting': 'screens.projectSetting',
} as const satisfies Record<ManagePage, string>;

export interface ManageLayoutProps {
  /** The sub-page shown, highlighted in the menu. */
  active: ManagePage;
  /** The page, given the loaded team; rendered only once the team is known. */
  children: ReactNode | ((team: TeamDetail) => ReactNode);
}

/** The `teamId` and `projectId` (`all` when none is in focus) of a management address. */
export function useManageParams(): { teamId: string; projectId: string } {
  const params = useParams();
  return { teamId: params.teamId ?? '', projectId: params.projectId ?? ALL_PROJECTS };
}

/**
 * The frame of `/manage/team/{teamId}/project/{projectId}/*`: the team's name and a menu of its
 * settings, its projects and the settings of the project in focus, keeping both ids.
 */
export function ManageLayout({ active, children }: ManageLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { teamId, projectId } = useManageParams();
  const team = useTeam(teamId);

  if (team.isPending) return <FullLoading />;
  if (team.isError) {
    return (
      <Result
        status={ERROR}
        title={<PageTitle>{t('teamManage.layout.unavailable')}</PageTitle>}
        subTitle={errorMessage(team.error)}
        extra={
          <Button type={PRIMARY} onClick={() => void navigate(TEAM_LIST_PATH)}>
            {t('teamManage.layout.backToTeams')}
          </Button>
        }
      />
    );
  }

  const items: MenuProps['items'] = (Object.keys(MENU_LABELS) as ManagePage[]).map((page) => ({
    key: page,
    label: <Link to={managePath(teamId, projectId, page)}>{t(MENU_LABELS[page])}</Link>,
  }));

  return (
    <Flex vertical gap={16}>
      <Flex {...HEADER_ROW}>
        <Flex {...TITLE_ROW}>
          <PageTitle>{team.data.name}</PageTitle>
          {team.data.isPersonal && <Tag>{t('teamManage.layout.personal')}</Tag>}
        </Flex>
        <Link to={TEAM_LIST_PATH}>{t('teamManage.layout.backToTeams')}</Link>
      </Flex>
      <Flex {...BODY_ROW}>
        <nav aria-label={t('teamManage.layout.menu')} style={{ width: MENU_WIDTH }}>
          <Menu mode={INLINE} items={items} selectedKeys={[active]} />
        </nav>
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
          {typeof children === 'function' ? children(team.data) : children}
        </Flex>
      </Flex>
    </Flex>
  );
}
