import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { StepStatus } from '@heron/contract';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const IMG = 'img';

/** A step's outcome as a coloured mark, named for a screen reader. */
export function StepStatusMark({ status }: { status: StepStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = t(`tests.run.stepStatus.${status}`);
  const style = { fontSize: 16 };
  if (status === 'passed') {
    return (
      <CheckCircleFilled
        role={IMG}
        aria-label={label}
        style={{ ...style, color: token.colorSuccess }}
      />
    );
  }
  if (status === 'failed') {
    return (
      <CloseCircleFilled
        role={IMG}
        aria-label={label}
        style={{ ...style, color: token.colorError }}
      />
    );
  }
  if (status === 'error') {
    return (
      <ExclamationCircleFilled
        role={IMG}
        aria-label={label}
        style={{ ...style, color: token.colorWarning }}
      />
    );
  }
  return (
    <MinusCircleOutlined
      role={IMG}
      aria-label={label}
      style={{ ...style, color: token.colorTextQuaternary }}
    />
  );
}
