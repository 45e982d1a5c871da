import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { jsonText, parseJsonText } from './lib/example-text';
import { FieldError } from './field-error';

const ERROR = 'error';
const CODE_STYLE = { fontFamily: 'monospace', fontSize: 13 } as const;
const ROWS = { minRows: 3, maxRows: 16 } as const;

export interface ExampleValueInputProps {
  value: unknown;
  onChange(value: unknown): void;
  /** `json`: the text must be JSON; `text`: stored as typed (XML, plain text…). */
  mode: 'json' | 'text';
  disabled?: boolean;
  'aria-label': string;
  'data-testid'?: string;
}

interface Draft {
  text: string;
  error: string | null;
  /** The value the text stands for: a new value from outside replaces the text. */
  base: unknown;
}

/**
 * An example's value as text. Invalid JSON is never stored: the text stays with an error that
 * says where it is wrong, and the example keeps its last valid value.
 */
export function ExampleValueInput({ value, onChange, mode, ...rest }: ExampleValueInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft && draft.base === value ? draft : null;
  const asText = (input: unknown) =>
    mode === 'text' && typeof input === 'string' ? input : jsonText(input);

  const change = (text: string) => {
    if (mode === 'text') {
      const next = text === '' ? undefined : text;
      setDraft({ text, error: null, base: next });
      onChange(next);
      return;
    }
    const parsed = parseJsonText(text);
    if (parsed.ok) {
      // Keeps the person's own layout of the text while it stands for the stored value.
      setDraft({ text, error: null, base: parsed.value });
      onChange(parsed.value);
    } else {
      const error =
        parsed.line === undefined
          ? t('design.endpoint.examples.invalidJson')
          : t('design.endpoint.examples.invalidJsonAt', {
              line: parsed.line,
              column: parsed.column,
            });
      setDraft({ text, error, base: value });
    }
  };

  return (
    <div>
      <Input.TextArea
        {...rest}
        value={shown?.text ?? asText(value)}
        status={shown?.error ? ERROR : undefined}
        autoSize={ROWS}
        spellCheck={false}
        style={CODE_STYLE}
        onChange={(event) => change(event.target.value)}
      />
      <FieldError message={shown?.error} />
    </div>
  );
}
