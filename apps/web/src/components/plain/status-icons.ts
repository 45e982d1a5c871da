import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';

export type PlainStatus = 'success' | 'info' | 'warning' | 'error';

/** The icon antd's alerts and messages show for each status. */
export const STATUS_ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/** antd's Result shows a triangle for a warning. */
export const RESULT_ICONS = { ...STATUS_ICONS, warning: WarningFilled } as const;
