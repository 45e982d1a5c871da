import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon';
import { RESULT_ICONS } from './status-icons';
import './plain.css';

/** antd's Result: a large status icon, a title, what it means and what to do next. */
export function PlainResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: 'success' | 'warning' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`plain-result plain-result-${status}`}>
      <div className="plain-result-icon">
        <PlainIcon icon={RESULT_ICONS[status]} />
      </div>
      <div className="plain-result-title">{title}</div>
      {subTitle !== undefined && <div className="plain-result-subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="plain-result-extra">{extra}</div>}
    </div>
  );
}
