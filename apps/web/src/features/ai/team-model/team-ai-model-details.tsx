import { Descriptions, Typography } from 'antd';
import type { TeamAiModel } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/format-time';

const SMALL = 'small';
const SECONDARY = 'secondary';
const COLUMNS = 1;
const FIELD = { baseUrl: 'baseUrl', model: 'model', key: 'apiKey' } as const;

/** The team's model as a member who may not change it sees it: never the key, only its end. */
export function TeamAiModelDetails({ model }: { model: TeamAiModel }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size={SMALL}
      column={COLUMNS}
      items={[
        { key: FIELD.baseUrl, label: t('ai.teamModel.baseUrl'), children: model.baseUrl },
        { key: FIELD.model, label: t('ai.teamModel.model'), children: model.model },
        {
          key: FIELD.key,
          label: t('ai.teamModel.apiKey'),
          children:
            model.keyHint === null
              ? t('ai.teamModel.noKey')
              : t('ai.teamModel.keyHint', { hint: model.keyHint }),
        },
      ]}
    />
  );
}

/** Who set the model last, and when (the person may since have left: then only when). */
export function UpdatedLine({ model }: { model: TeamAiModel }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const date = formatDateTime(model.updatedAt);
  return (
    <Typography.Text type={SECONDARY}>
      {model.updatedBy
        ? t('ai.teamModel.updatedBy', { date, name: model.updatedBy.name })
        : t('ai.teamModel.updated', { date })}
    </Typography.Text>
  );
}
