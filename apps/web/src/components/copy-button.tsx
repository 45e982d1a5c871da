import { App, Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';

const SMALL = 'small';
const TEXT = 'text';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name ("Copy the base URL"). */
  label: string;
  'data-testid'?: string;
}

/** An icon button that copies `text` and says so (or says the browser refused). */
export function CopyButton({ text, label, 'data-testid': testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The Clipboard API is missing on pages not served over HTTPS (or localhost): copyText falls
  // back to the older way, and only when both are refused does the button say so.
  const copy = async () => {
    if (await copyText(text)) void message.success(t('common.copied'));
    else void message.error(t('common.copyFailed'));
  };
  return (
    <Tooltip title={label}>
      <Button
        size={SMALL}
        type={TEXT}
        icon={<CopyOutlined />}
        aria-label={label}
        // Copying is reading: a disabled form around it (a read-only member's) leaves it usable.
        disabled={false}
        onClick={() => void copy()}
        data-testid={testId}
      />
    </Tooltip>
  );
}
