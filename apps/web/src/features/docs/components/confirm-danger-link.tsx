import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

const SMALL = 'small';
const LINK = 'link';
const NO_PADDING = { padding: 0 } as const;

export interface ConfirmDangerLinkProps {
  /** The action, on the link and on the confirm button ("Revoke", "Withdraw"). */
  action: string;
  title: string;
  description: string;
  onConfirm: () => void;
  testId: string;
  okTestId: string;
}

/**
 * A table row's action that cannot be taken back (revoking a link, withdrawing a version): a
 * danger link that asks first.
 */
export function ConfirmDangerLink({
  action,
  title,
  description,
  onConfirm,
  testId,
  okTestId,
}: ConfirmDangerLinkProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={action}
      okButtonProps={{ danger: true, 'data-testid': okTestId }}
      cancelText={t('docs.cancel')}
      onConfirm={onConfirm}
    >
      <Button type={LINK} size={SMALL} danger style={NO_PADDING} data-testid={testId}>
        {action}
      </Button>
    </Popconfirm>
  );
}
