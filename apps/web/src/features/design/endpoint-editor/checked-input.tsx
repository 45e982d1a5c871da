import { useState, type CSSProperties } from 'react';
import { AutoComplete, Input } from 'antd';
import { FieldError } from './field-error';

const ERROR = 'error';

export interface CheckedInputProps {
  value: string;
  onChange(text: string): void;
  /**
   * A reason the text cannot become the value (a duplicate key, a content type of another
   * kind), or null. Refused text stays in the field with the reason under it; the value is
   * left as it was.
   */
  refuse?: (text: string) => string | null;
  /** What is wrong with the value itself (it is kept, and shown as wrong). */
  error?: string | null;
  /** Suggestions; the field is then an autocomplete. */
  options?: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label': string;
  'data-testid'?: string;
}

interface Draft {
  text: string;
  reason: string;
  /** The value the draft was typed over: a new value from outside replaces the draft. */
  base: string;
}

/** A text field that keeps what cannot be stored in the field, with the reason, until fixed. */
export function CheckedInput({
  value,
  onChange,
  refuse,
  error,
  options,
  style,
  ...rest
}: CheckedInputProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft && draft.base === value ? draft : null;
  const message = shown?.reason ?? error ?? null;
  const change = (text: string) => {
    const reason = refuse?.(text) ?? null;
    if (reason === null) {
      setDraft(null);
      onChange(text);
    } else {
      setDraft({ text, reason, base: value });
    }
  };
  const status = message ? ERROR : undefined;
  const text = shown?.text ?? value;
  return (
    <div style={style}>
      {options ? (
        <AutoComplete
          {...rest}
          value={text}
          status={status}
          style={{ width: '100%' }}
          options={options.map((option) => ({ value: option }))}
          onChange={(next: string) => change(next ?? '')}
        />
      ) : (
        <Input
          {...rest}
          value={text}
          status={status}
          onChange={(event) => change(event.target.value)}
        />
      )}
      <FieldError message={message} />
    </div>
  );
}
