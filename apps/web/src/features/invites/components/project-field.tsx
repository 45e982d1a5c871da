import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProjectPicker } from './project-picker';

const ERROR = 'error';

export interface ProjectFieldProps {
  /** The id of the picker, for its label. */
  id: string;
  teamId: string;
  /** The chosen project's id; undefined for none yet. */
  value: string | undefined;
  onChange: (projectId: string | undefined) => void;
  /** Why the field is not valid, shown under it; undefined when it is. */
  problem: string | undefined;
}

/** The required "project" field of an invite: a labelled ProjectPicker with its problem. */
export function ProjectField({ id, teamId, value, onChange, problem }: ProjectFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('invites.common.project')}
      htmlFor={id}
      required
      validateStatus={problem ? ERROR : undefined}
      help={problem}
    >
      <ProjectPicker id={id} teamId={teamId} value={value} onChange={onChange} />
    </Form.Item>
  );
}

/**
 * The project an invite tab works on: the one it was opened for, or the one picked in its
 * ProjectField. `field` goes to that field; `check()` flags a missing choice there and says
 * whether there is one.
 */
export function useProjectChoice(fixedProjectId: string | undefined) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const projectId = fixedProjectId ?? picked;
  return {
    projectId,
    field: {
      value: picked,
      problem,
      onChange: (next: string | undefined) => {
        setPicked(next);
        setProblem(undefined);
      },
    },
    check: (): boolean => {
      setProblem(projectId ? undefined : t('validation.projectRequired'));
      return projectId !== undefined;
    },
  };
}
