import { Button, Popconfirm, Space } from 'antd';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/delete-project';
import { useLeaveProject } from '../api/leave-project';
import { useLockProject } from '../api/lock-project';
import { usePurgeProject } from '../api/purge-project';
import { useRecoverProject } from '../api/recover-project';
import { LockConfirm } from './lock-confirm';
import { SUCCESS, useActionFeedback, type SuccessKey } from '../lib/use-action-feedback';

const LINK = 'link';
const SMALL = 'small';

/**
 * The actions on one row of a project table, only those the server says the caller may take
 * (`can`): lock, delete and leave on a live project; recover and purge in the trash.
 */
export function ProjectRowActions({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const feedback = useActionFeedback(project.teamId);
  const lock = useLockProject();
  const remove = useDeleteProject();
  const leave = useLeaveProject();
  const recover = useRecoverProject();
  const purge = usePurgeProject();
  const { can } = project;
  const name = project.name;

  const run = async (action: () => Promise<unknown>, success: SuccessKey) => {
    try {
      await action();
      feedback.succeed(success);
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  if (project.deletedAt !== null) {
    return (
      <Space size={0} wrap>
        {can.recover && (
          <Button
            type={LINK}
            size={SMALL}
            loading={recover.isPending}
            onClick={() => void run(() => recover.mutateAsync(project.id), SUCCESS.recover)}
          >
            {t('projects.actions.recover')}
          </Button>
        )}
        {can.purge && (
          <Popconfirm
            title={t('projects.confirm.purgeTitle', { name })}
            description={t('projects.confirm.purge')}
            okText={t('projects.actions.purge')}
            okButtonProps={{ danger: true }}
            cancelText={t('projects.actions.cancel')}
            onConfirm={() => run(() => purge.mutateAsync(project.id), SUCCESS.delete)}
          >
            <Button type={LINK} size={SMALL} danger loading={purge.isPending}>
              {t('projects.actions.purge')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  }

  return (
    <Space size={0} wrap>
      {can.lock && (
        <LockConfirm
          project={project}
          onConfirm={() =>
            run(
              () => lock.mutateAsync({ projectId: project.id, locked: !project.isLocked }),
              SUCCESS.operation,
            )
          }
        >
          <Button type={LINK} size={SMALL} loading={lock.isPending}>
            {project.isLocked ? t('projects.actions.unlock') : t('projects.actions.lock')}
          </Button>
        </LockConfirm>
      )}
      {can.leave && (
        <Popconfirm
          title={t('projects.confirm.leaveTitle', { name })}
          description={t('projects.confirm.leave')}
          okText={t('projects.actions.leave')}
          cancelText={t('projects.actions.cancel')}
          onConfirm={() => run(() => leave.mutateAsync(project.id), SUCCESS.operation)}
        >
          <Button type={LINK} size={SMALL} loading={leave.isPending}>
            {t('projects.actions.leave')}
          </Button>
        </Popconfirm>
      )}
      {can.delete && (
        <Popconfirm
          title={t('projects.confirm.deleteTitle', { name })}
          description={t('projects.confirm.delete')}
          okText={t('projects.actions.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('projects.actions.cancel')}
          onConfirm={() => run(() => remove.mutateAsync(project.id), SUCCESS.delete)}
        >
          <Button type={LINK} size={SMALL} danger loading={remove.isPending}>
            {t('projects.actions.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
