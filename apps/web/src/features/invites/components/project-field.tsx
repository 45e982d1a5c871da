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
