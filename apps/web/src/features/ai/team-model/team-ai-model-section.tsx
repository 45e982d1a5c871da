import { Alert, Card, Flex, Spin, Typography } from 'antd';
import type { TeamAiModelView } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useTeamAiModel } from '../api/team-ai-model';
import { AI_TEST_IDS } from '../test-ids';
import { TeamAiModelDetails, UpdatedLine } from './team-ai-model-details';
import { TeamAiModelForm } from './team-ai-model-form';

const SECONDARY = 'secondary';
const INFO = 'info' as const;
const WARNING = 'warning' as const;
const SUCCESS = 'success' as const;
// The form starts afresh on each save or removal: the key typed is gone, the new hint shows.
const NO_MODEL = 'none';

/**
 * The team's own AI model (issue 24), in the team settings: a form for its admins (check, save,
 * remove), the model read-only for everyone else, and which model the team's AI uses meanwhile.
 */
export function TeamAiModelSection({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const view = useTeamAiModel(teamId);
  return (
    <Card title={t('ai.teamModel.title')} data-testid={AI_TEST_IDS.teamModel}>
      {view.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : view.isError ? (
        <ErrorAlert error={view.error} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type={SECONDARY}>{t('ai.teamModel.intro')}</Typography.Text>
          <ModelStatus view={view.data} />
          {view.data.model && <UpdatedLine model={view.data.model} />}
          {view.data.canManage ? (
            <TeamAiModelForm
              key={view.data.model?.updatedAt ?? NO_MODEL}
              teamId={teamId}
              view={view.data}
            />
          ) : view.data.model ? (
            <TeamAiModelDetails model={view.data.model} />
          ) : (
            <Typography.Text type={SECONDARY}>{t('ai.teamModel.adminsOnly')}</Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** Which model the team's AI features use now, and whether they spend points. */
function ModelStatus({ view }: { view: TeamAiModelView }) {
  const { t } = useTranslation();
  const status = view.model
    ? { type: SUCCESS, title: t('ai.teamModel.inUse') }
    : view.hasInstanceModel
      ? { type: INFO, title: t('ai.teamModel.usesInstance') }
      : { type: WARNING, title: t('ai.teamModel.noInstanceModel') };
  return (
    <Alert
      type={status.type}
      showIcon
      title={status.title}
      data-testid={AI_TEST_IDS.teamModelStatus}
    />
  );
}
