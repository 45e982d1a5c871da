import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import {
  createProjectBody,
  DESCRIPTION_MAX_LENGTH,
  PAGINATION,
  PROJECT_CATEGORIES,
  TITLE_MAX_LENGTH,
  type ProjectSummary,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSession } from '../../../lib/get-session';
import { usePersonalSpace } from '../../../lib/teams/get-personal-space';
import { useTeams } from '../../../lib/teams/list-teams';
import { useTeamMembers } from '../../../lib/teams/list-team-members';
import { useCreateProject } from '../api/create-project';
import { projectWorkspacePath } from '../../../lib/paths';
import { SUCCESS, upgradeMessageKey, useActionFeedback } from '../lib/use-action-feedback';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const FORM_NAME = 'new-project';
const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FIELD = {
  teamId: 'teamId',
  name: 'name',
  description: 'description',
  category: 'category',
  adminUserId: 'adminUserId',
} as const;
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const END = 'end';
const DESCRIPTION_ROWS = 3;

export interface NewProjectDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Create in this team, without a team picker (a team's own project list, the personal space).
   * Without it, the picker offers the teams the caller manages and their personal space.
   */
  teamId?: string;
  /** After the project is created; by default its workspace opens. */
  onCreated?: (project: ProjectSummary) => void;
}

/**
 * "New project" (spec §5): the owning team is one the caller manages (or their personal space),
 * and a project admin from that team and a category are required. In the personal space the
 * admin is always its owner, so it is not asked.
 */
export function NewProjectDialog({ open, onClose, teamId, onCreated }: NewProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('projects.create.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <NewProjectForm fixedTeamId={teamId} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

type FormValues = {
  teamId?: string;
  name?: string;
  description?: string;
  category?: string;
  adminUserId?: string;
};

function NewProjectForm({
  fixedTeamId,
  onClose,
  onCreated,
}: {
  fixedTeamId: string | undefined;
  onClose: () => void;
  onCreated: ((project: ProjectSummary) => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const me = useSession().data;
  const personal = usePersonalSpace();
  const teams = useTeams();
  const create = useCreateProject();

  const [picked, setPicked] = useState<string | undefined>(fixedTeamId);
  const teamId = fixedTeamId ?? picked;
  const isPersonal = teamId !== undefined && teamId === personal.data?.id;
  // A given team is not a field of the form.
  const { form, rule, error, submitWith } = useContractForm(
    createProjectBody,
    fixedTeamId ? { teamId: fixedTeamId } : {},
  );

  // The admin is me by default, and always in the personal space (where the field is hidden).
  useEffect(() => {
    if (me && (isPersonal || form.getFieldValue(FIELD.adminUserId) === undefined)) {
      form.setFieldValue(FIELD.adminUserId, me.id);
    }
  }, [me, isPersonal, form]);

  const [adminSearch, setAdminSearch] = useState('');
  const q = useDebouncedValue(adminSearch);
  const members = useTeamMembers(isPersonal ? undefined : teamId, {
    page: PAGINATION.defaultPage,
    pageSize: PAGINATION.maxPageSize,
    q,
  });

  const teamOptions = [
    ...(personal.data
      ? [{ value: personal.data.id, label: t('projects.create.personalSpace') }]
      : []),
    ...(teams.data?.items ?? [])
      .filter((team) => team.isAdmin && !team.isPersonal)
      .map((team) => ({ value: team.id, label: team.name })),
  ];
  const adminOptions = (members.data?.items ?? []).map((member) => ({
    value: member.userId,
    label: member.email
      ? t('projects.create.memberOption', { name: member.name, email: member.email })
      : member.name,
  }));
  // The default admin (the caller) reads as a name even before the members page arrives.
  if (me && !q && !adminOptions.some((option) => option.value === me.id)) {
    adminOptions.unshift({ value: me.id, label: me.name });
  }
  const categoryOptions = PROJECT_CATEGORIES.map((category) => ({
    value: category,
    label: t(`projects.categories.${category}`),
  }));

  const submit = (values: FormValues) =>
    submitWith(values, async (body) => {
      try {
        const project = await create.mutateAsync(body);
        feedback.succeed(SUCCESS.create);
        onClose();
        if (onCreated) onCreated(project);
        else void navigate(projectWorkspacePath(project.id));
      } catch (failure) {
        // A full plan is the upgrade prompt, not a line above the form.
        if (upgradeMessageKey(failure)) feedback.fail(failure, teamId);
        else throw failure;
      }
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={{ teamId: fixedTeamId, name: '', description: '', adminUserId: me?.id }}
      onValuesChange={(changed: FormValues) => {
        if (FIELD.teamId in changed) {
          setPicked(changed.teamId);
          setAdminSearch('');
          // The caller manages the new team, so they are a member of it: the default again.
          form.setFieldValue(FIELD.adminUserId, me?.id);
        }
      }}
      onFinish={(values: FormValues) => void submit(values)}
    >
      <ErrorAlert error={error} />
      {!fixedTeamId && (
        <Form.Item
          name={FIELD.teamId}
          label={t('projects.create.team')}
          rules={[rule(FIELD.teamId)]}
        >
          <Select
            options={teamOptions}
            loading={teams.isPending || personal.isPending}
            placeholder={t('projects.create.teamPlaceholder')}
            notFoundContent={t('projects.create.noTeams')}
          />
        </Form.Item>
      )}
      <Form.Item name={FIELD.name} label={t('projects.create.name')} rules={[rule(FIELD.name)]}>
        <Input maxLength={TITLE_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name={FIELD.description}
        label={t('projects.create.description')}
        rules={[rule(FIELD.description)]}
      >
        <Input.TextArea rows={DESCRIPTION_ROWS} maxLength={DESCRIPTION_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item
        name={FIELD.category}
        label={t('projects.create.category')}
        rules={[rule(FIELD.category)]}
      >
        <Select options={categoryOptions} placeholder={t('projects.create.categoryPlaceholder')} />
      </Form.Item>
      <Form.Item
        name={FIELD.adminUserId}
        label={t('projects.create.admin')}
        rules={[rule(FIELD.adminUserId)]}
        hidden={isPersonal}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setAdminSearch }}
          options={adminOptions}
          loading={members.isFetching}
          disabled={!teamId}
          placeholder={t('projects.create.adminPlaceholder')}
        />
      </Form.Item>
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('projects.actions.cancel')}</Button>
        <Button type={PRIMARY} htmlType={SUBMIT} loading={create.isPending} disabled={!me}>
          {t('projects.create.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
