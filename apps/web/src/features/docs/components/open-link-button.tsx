import { Button, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { NEW_TAB, NO_OPENER } from '../lib/doc-links';

const SMALL = 'small';
const TEXT = 'text';

export interface OpenLinkButtonProps {
  url: string;
  /** What opens, for the button's tooltip and accessible name ("Open the site"). */
  label: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An icon link that opens an address of the published docs in a new tab. */
export function OpenLinkButton({
  url,
  label,
  disabled = false,
  'data-testid': testId,
}: OpenLinkButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        size={SMALL}
        type={TEXT}
        icon={<ExportOutlined />}
        href={disabled ? undefined : url}
        target={NEW_TAB}
        rel={NO_OPENER}
        // Always its own say: a disabled form around it (a read-only member's) does not close it.
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
      />
    </Tooltip>
  );
}
