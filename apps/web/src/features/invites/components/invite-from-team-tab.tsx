import { useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGINATION, PERMISSION_LEVEL, type ProjectPermission } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useAddProjectMembers } from '../../../lib/projects/add-project-members';
import { useProjectMembers } from '../../../lib/projects/list-project-members';
import { useTeamMembers } from '../../../lib/teams/list-team-members';
import { useActionError } from '../../../lib/use-action-error';
import { PermissionField } from './permission-field';
import { ProjectField, useProjectChoice } from './project-field';

const VERTICAL = 'vertical';
const PRIMARY = 'primary';
const ERROR = 'error';
const MULTIPLE = 'multiple';
const PROJECT_FIELD_ID = 'invite-team-project';
const MEMBERS_FIELD_ID = 'invite-team-members';
const PERMISSION_FIELD_ID = 'invite-team-permission';
const RIGHT = { justify: 'flex-end' } as const;
const SEARCH_DELAY_MS = 300;

interface Choice {
  value: string;
  label: ReactNode;
}

export interface InviteFromTeamTabProps {
  teamId: string;
  /** The project to add people to; without it the person picks one. */
  projectId: string | undefined;
}

/** Invite from team (spec §2): put members of the team who are not on the project onto it. */
export function InviteFromTeamTab({ teamId, projectId: fixedProjectId }: InviteFromTeamTabProps) {
  const { t } = useTranslation();
  const { projectId, field: projectField, check: checkProject } = useProjectChoice(fixedProjectId);

  return (
    <Form layout={VERTICAL} component={false}>
      {fixedProjectId === undefined && (
        <ProjectField id={PROJECT_FIELD_ID} teamId={teamId} {...projectField} />
      )}
      {projectId ? (
        <MembersToAdd key={projectId} teamId={teamId} projectId={projectId} />
      ) : (
        <Flex {...RIGHT}>
          <Button type={PRIMARY} onClick={checkProject}>
            {t('invites.team.add')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}

function MembersToAdd({ teamId, projectId }: { teamId: string; projectId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useActionError(teamId);
  const [q, setQ] = useState('');
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  // With their labels, so a chosen member keeps their name while a search hides them.
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [membersProblem, setMembersProblem] = useState<string>();
  const [permission, setPermission] = useState<ProjectPermission>(PERMISSION_LEVEL.read);
  const teamMembers = useTeamMembers(teamId, {
    page: PAGINATION.defaultPage,
    pageSize: PAGINATION.maxPageSize,
    q,
  });
  const projectMembers = useProjectMembers(projectId);
  const add = useAddProjectMembers();

  const onProject = new Set((projectMembers.data?.items ?? []).map((member) => member.userId));
  const options = (teamMembers.data?.items ?? [])
    .filter((member) => !onProject.has(member.userId))
    .map((member) => ({
      value: member.userId,
      label: member.email ? `${member.name} (${member.email})` : member.name,
    }));

  const submit = () => {
    const userIds = chosen.map((choice) => choice.value);
    if (userIds.length === 0) {
      setMembersProblem(t('validation.membersRequired'));
      return;
    }
    add.mutate(
      { projectId, userIds, permission },
      {
        onSuccess: () => {
          setChosen([]);
          void message.success(t('success.add'));
        },
        onError: showError,
      },
    );
  };

  const isLoading = teamMembers.isFetching || projectMembers.isFetching;

  return (
    <>
      <ErrorAlert error={teamMembers.error ?? projectMembers.error ?? undefined} />
      <Form.Item
        label={t('invites.team.members')}
        htmlFor={MEMBERS_FIELD_ID}
        required
        validateStatus={membersProblem ? ERROR : undefined}
        help={membersProblem}
      >
        <Select<Choice[]>
          id={MEMBERS_FIELD_ID}
          mode={MULTIPLE}
          labelInValue
          showSearch={{
            filterOption: false,
            onSearch: (text) => {
              clearTimeout(timer);
              setTimer(setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS));
            },
          }}
          loading={isLoading}
          placeholder={t('invites.team.placeholder')}
          value={chosen}
          options={options}
          onChange={(next) => {
            setChosen(next);
            setMembersProblem(undefined);
          }}
          notFoundContent={isLoading ? undefined : t('invites.team.none')}
        />
      </Form.Item>
      <PermissionField id={PERMISSION_FIELD_ID} value={permission} onChange={setPermission} />
      <Flex {...RIGHT}>
        <Button type={PRIMARY} loading={add.isPending} onClick={submit}>
          {t('invites.team.add')}
        </Button>
      </Flex>
    </>
  );
}
