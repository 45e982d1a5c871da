import { useState, type ReactNode } from 'react';
import { Input, Tooltip } from 'antd';

const ERROR = 'error';
const SMALL = 'small';

export interface CommitInputProps {
  value: string;
  /**
   * Called when the person is done (Enter or leaving the field) with a changed text. Returns an
   * error message to keep the field open on it; the text goes back to `value` on Escape.
   */
  onCommit(text: string): ReactNode | null;
  ariaLabel: string;
  placeholder?: string;
  testId?: string;
}

/**
 * A text field that edits on commit rather than on every key: renaming a property key by key
 * would pass through names that clash (`i` → `id` while `i` exists) and rebuild the whole schema
 * per keystroke.
 */
export function CommitInput({ value, onCommit, ariaLabel, placeholder, testId }: CommitInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<ReactNode | null>(null);
  if (seen !== value) {
    setSeen(value);
    setText(value);
    setError(null);
  }

  const commit = () => {
    if (text === value) {
      setError(null);
      return;
    }
    setError(onCommit(text));
  };

  return (
    <Tooltip open={error !== null} title={error}>
      <Input
        size={SMALL}
        value={text}
        aria-label={ariaLabel}
        aria-invalid={error !== null}
        placeholder={placeholder}
        status={error !== null ? ERROR : undefined}
        data-testid={testId}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setText(value);
            setError(null);
          }
        }}
      />
    </Tooltip>
  );
}
