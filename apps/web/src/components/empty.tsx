import type { ComponentProps } from 'react';
import { Empty as AntdEmpty } from 'antd';
import { useTranslation } from 'react-i18next';

export type EmptyProps = ComponentProps<typeof AntdEmpty>;

/** The shared empty state (spec §2): its text defaults to `common.empty`. */
export function Empty({ description, ...props }: EmptyProps) {
  const { t } = useTranslation();
  return <AntdEmpty description={description ?? t('common.empty')} {...props} />;
}
