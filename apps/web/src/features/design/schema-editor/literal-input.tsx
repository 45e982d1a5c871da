import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLiteral, parseLiteral } from './schema-literal';
import { sameJson } from './schema-text';
import type { SchemaType } from './schema-types';

const ERROR = 'error';
const AUTO_SIZE = { minRows: 1, maxRows: 8 };

export interface LiteralInputProps {
  /** undefined: no value (the keyword is absent). */
  value: unknown;
  types: readonly SchemaType[];
  /** Only values that fit the types arrive; an empty field gives undefined when `isOptional`. */
  onChange(value: unknown): void;
  isOptional?: boolean;
  readOnly?: boolean;
  ariaLabel: string;
  placeholder?: string;
}

function textOf(value: unknown, types: readonly SchemaType[]): string {
  return value === undefined ? '' : formatLiteral(value, types);
}

/**
 * One JSON value typed as text, read against the node's types (see `parseLiteral`). What does not
 * fit stays in the field with an error and does not reach the schema.
 */
export function LiteralInput({
  value,
  types,
  onChange,
  isOptional = false,
  readOnly = false,
  ariaLabel,
  placeholder,
}: LiteralInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value, types));
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<'json' | 'type' | null>(null);
  if (!sameJson(seen, value)) {
    setSeen(value);
    const current = text === '' && isOptional ? undefined : parseLiteral(text, types);
    const isSame =
      current === undefined ? value === undefined : current.ok && sameJson(current.value, value);
    if (!isSame) {
      setText(textOf(value, types));
      setError(null);
    }
  }

  const change = (next: string) => {
    setText(next);
    if (next === '' && isOptional) {
      setError(null);
      onChange(undefined);
      return;
    }
    const parsed = parseLiteral(next, types);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onChange(parsed.value);
  };

  const isMultiline = types.length === 0 || types.includes('object') || types.includes('array');
  const shared = {
    value: text,
    'aria-label': ariaLabel,
    'aria-invalid': error !== null,
    placeholder,
    readOnly,
    status: error ? ERROR : undefined,
  } as const;
  return (
    <div>
      {isMultiline ? (
        <Input.TextArea
          {...shared}
          autoSize={AUTO_SIZE}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <Input {...shared} onChange={(event) => change(event.target.value)} />
      )}
      {error && (
        <div className="ant-form-item-explain-error" role="alert">
          {t(`design.schema.literalError.${error}`, { types: types.join(', ') })}
        </div>
      )}
    </div>
  );
}
