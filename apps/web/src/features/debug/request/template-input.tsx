import type { CSSProperties } from 'react';
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateOf, useVariableMarks } from './variable-marks';

const WARNING = 'warning';

export interface TemplateInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Where the text sits in the request (`headers/0/value`): its unknown variables are marked. */
  where: string;
  'aria-label': string;
  placeholder?: string;
  /** Typed characters hidden (passwords, client secrets). */
  isSecret?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
  onBlur?: () => void;
}

/** A one-line field that may hold `{{variables}}`; one that no scope defines is marked. */
export function TemplateInput({
  value,
  onChange,
  where,
  isSecret = false,
  'data-testid': testId,
  ...rest
}: TemplateInputProps) {
  const { t } = useTranslation();
  const unknown = useVariableMarks().unknownAt(where);
  const props = {
    ...rest,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    status: unknown.length > 0 ? WARNING : undefined,
    'data-testid': testId,
    'data-unknown-variables': unknown.length > 0 ? unknown.join(',') : undefined,
  } as const;
  const field = isSecret ? <Input.Password {...props} /> : <Input {...props} />;
  // Always inside the tooltip: a field that moved in the tree would lose the focus mid-typing.
  return (
    <Tooltip
      title={
        unknown.length > 0
          ? t('debug.request.unknownHere', {
              names: unknown.map(templateOf).join(', '),
            })
          : undefined
      }
    >
      {field}
    </Tooltip>
  );
}
