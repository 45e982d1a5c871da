import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from './plain-icon';
import { STATUS_ICONS, type PlainStatus } from './status-icons';
import './plain.css';

/** antd's Alert with its icon: a notice with an optional action at its end. */
export function PlainAlert({
  type,
  title,
  action,
  style,
}: {
  type: PlainStatus;
  title: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className={`plain-alert plain-alert-${type}`} role="alert" style={style}>
      <PlainIcon icon={STATUS_ICONS[type]} />
      <div className="plain-alert-title">{title}</div>
      {action}
    </div>
  );
}
