import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { createTeamBody, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { teamSettingPath } from '../../../lib/manage-paths';
import { useCreateTeam } from '../api/create-team';

const FORM_NAME = 'new-team';
const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FIELD = { name: 'name', description: 'description' } as const;
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const END = 'end';
const DESCRIPTION_ROWS = 3;

type TeamValues = {
  name?: string;
  description?: string;
};

/**
 * "New team" (spec §2): a name (required) and a description. The creator becomes its admin and
 * lands on its management.
 */
export function NewTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('teams.create.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <NewTeamForm onClose={onClose} />
    </Modal>
  );
}

function NewTeamForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { form, rule, error, submitWith } = useContractForm(createTeamBody);
  const create = useCreateTeam();

  const submit = (values: TeamValues) =>
    submitWith(values, async (body) => {
      const team = await create.mutateAsync(body);
      void message.success(t('success.create'));
      onClose();
      void navigate(teamSettingPath(team.id));
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={{ name: '', description: '' }}
      onFinish={(values: TeamValues) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item name={FIELD.name} label={t('teams.create.name')} rules={[rule(FIELD.name)]}>
        <Input maxLength={TITLE_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name={FIELD.description}
        label={t('teams.create.description')}
        rules={[rule(FIELD.description)]}
      >
        <Input.TextArea rows={DESCRIPTION_ROWS} maxLength={DESCRIPTION_MAX_LENGTH} showCount />
      </Form.Item>
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('teams.create.cancel')}</Button>
        <Button type={PRIMARY} htmlType={SUBMIT} loading={create.isPending}>
          {t('teams.create.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
