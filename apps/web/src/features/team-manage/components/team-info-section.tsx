import { App, Button, Card, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateTeamBody, updateTeamMemberBody, type TeamDetail } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSession } from '../../../lib/get-session';
import { useUpdateTeam } from '../../teams';
import { useUpdateTeamMember } from '../api/update-team-member';

const VERTICAL = 'vertical';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const ONE_COLUMN = 1;
const FIELD = { name: 'name', description: 'description' } as const;
const FORM_NAME = { team: 'team-info', myName: 'my-team-name' } as const;
const NAME_INPUT = { autoComplete: 'off' } as const;
const DESCRIPTION_ROWS = { minRows: 2, maxRows: 6 };

type TeamValues = {
  name: string;
  description: string;
};

/** The team's name and description: a form for its admins, plain text for everyone else. */
export function TeamInfoSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, submitWith } = useContractForm(updateTeamBody);
  const update = useUpdateTeam();

  const submit = (values: TeamValues) =>
    submitWith(values, async (body) => {
      await update.mutateAsync({ teamId: team.id, ...body });
      void message.success(t('success.edit'));
    });

  return (
    <Card title={t('teamManage.info.title')}>
      {team.isAdmin ? (
        <Form
          form={form}
          name={FORM_NAME.team}
          layout={VERTICAL}
          initialValues={{ name: team.name, description: team.description }}
          onFinish={(values: TeamValues) => void submit(values)}
        >
          <ErrorAlert error={error} />
          <Form.Item name={FIELD.name} label={t('teamManage.info.name')} rules={[rule(FIELD.name)]}>
            <Input {...NAME_INPUT} />
          </Form.Item>
          <Form.Item
            name={FIELD.description}
            label={t('teamManage.info.description')}
            rules={[rule(FIELD.description)]}
          >
            <Input.TextArea autoSize={DESCRIPTION_ROWS} />
          </Form.Item>
          <Button type={PRIMARY} htmlType={SUBMIT} loading={update.isPending}>
            {t('teamManage.common.save')}
          </Button>
        </Form>
      ) : (
        <Descriptions
          column={ONE_COLUMN}
          items={[
            { key: FIELD.name, label: t('teamManage.info.name'), children: team.name },
            {
              key: FIELD.description,
              label: t('teamManage.info.description'),
              children: team.description || t('teamManage.info.noDescription'),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The caller's own name in this team, apart from their account name (spec §3). */
export function MyTeamNameSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const { form, rule, error, submitWith } = useContractForm(updateTeamMemberBody);
  const update = useUpdateTeamMember();
  const userId = session.data?.id;
  if (team.myName === null || !userId) return null;

  const submit = (values: { name: string }) =>
    submitWith(values, async (body) => {
      await update.mutateAsync({ teamId: team.id, userId, name: body.name });
      void message.success(t('success.edit'));
    });

  return (
    <Card title={t('teamManage.myName.title')}>
      <Form
        form={form}
        name={FORM_NAME.myName}
        layout={VERTICAL}
        initialValues={{ name: team.myName }}
        onFinish={(values: { name: string }) => void submit(values)}
      >
        <ErrorAlert error={error} />
        <Form.Item
          name={FIELD.name}
          label={t('teamManage.myName.label')}
          extra={t('teamManage.myName.hint')}
          rules={[rule(FIELD.name)]}
        >
          <Input {...NAME_INPUT} />
        </Form.Item>
        <Button type={PRIMARY} htmlType={SUBMIT} loading={update.isPending}>
          {t('teamManage.common.save')}
        </Button>
      </Form>
    </Card>
  );
}
