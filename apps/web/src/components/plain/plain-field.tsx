import type { ReactNode } from 'react';
import './plain.css';

/** What a field's control needs to be labelled and to point at its errors. */
export interface PlainControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form field as antd's vertical form item draws it: the label above, the control, its errors
 * below (linked by `aria-describedby`, announced as they appear). `label` may be left out when
 * the control carries its own (a checkbox).
 */
export function PlainField({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label?: ReactNode;
  errors: readonly string[];
  children: (control: PlainControlProps) => ReactNode;
}) {
  const helpId = `${id}_help`;
  const isInvalid = errors.length > 0;
  return (
    <div className={isInvalid ? 'plain-field plain-field-invalid' : 'plain-field'}>
      {label !== undefined && (
        <label className="plain-field-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children({
        id,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': isInvalid ? helpId : undefined,
      })}
      {isInvalid && (
        <div id={helpId} className="plain-field-help" aria-live="polite">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}
