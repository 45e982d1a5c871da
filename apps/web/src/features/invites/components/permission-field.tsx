import type { CSSProperties, ReactNode } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_LEVEL, type ProjectPermission } from '@heron/contract';

/** The permissions an invite may grant on a project: read-only and read-write. */
export function usePermissionOptions() {
  const { t } = useTranslation();
  return [
    { value: PERMISSION_LEVEL.read, label: t('invites.permission.read') },
    { value: PERMISSION_LEVEL.write, label: t('invites.permission.write') },
  ];
}

export interface PermissionFieldProps {
  /** The id of the select, for its label. */
  id: string;
  value: ProjectPermission;
  onChange: (permission: ProjectPermission) => void;
  /** The field's label; "Permission" unless given. */
  label?: ReactNode;
  /** A hint under the field. */
  extra?: ReactNode;
  style?: CSSProperties;
}

/** The permission field of an invite: a labelled select of read-only or read-write. */
export function PermissionField({
  id,
  value,
  onChange,
  label,
  extra,
  style,
}: PermissionFieldProps) {
  const { t } = useTranslation();
  const options = usePermissionOptions();
  return (
    <Form.Item
      label={label ?? t('invites.common.permission')}
      htmlFor={id}
      extra={extra}
      style={style}
    >
      <Select<ProjectPermission> id={id} value={value} options={options} onChange={onChange} />
    </Form.Item>
  );
}
