import { Fragment } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamAiModelSection } from '../ai';
import { DangerZone } from './components/danger-zone';
import { ManageLayout } from './components/manage-layout';
import { MembersSection } from './components/members-section';
import { PlanUsageSection } from './components/plan-usage-section';
import { MyTeamNameSection, TeamInfoSection } from './components/team-info-section';

const PAGE = 'team-setting';
const SECTION_LEVEL = 2;

/**
 * `/manage/team/:teamId/project/:projectId/team-setting` (spec §2): the team's info, the
 * caller's name in it, its plan and seats, its own AI model, its members, and leaving or
 * deleting it.
 */
export function TeamSettingPage() {
  const { t } = useTranslation();
  return (
    <ManageLayout active={PAGE}>
      {(team) => (
        <Fragment key={team.id}>
          <Typography.Title level={SECTION_LEVEL} style={{ fontSize: 20, margin: 0 }}>
            {t('screens.teamSetting')}
          </Typography.Title>
          <TeamInfoSection team={team} />
          <MyTeamNameSection team={team} />
          <PlanUsageSection team={team} />
          <TeamAiModelSection teamId={team.id} />
          <MembersSection team={team} />
          <DangerZone team={team} />
        </Fragment>
      )}
    </ManageLayout>
  );
}
