import type { CSSProperties } from 'react';
import { Button, Checkbox, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The pieces every editable row list of the request shares (query, headers, form fields …). */

const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
const SECONDARY = 'secondary';
const START = 'flex-start';

export interface RowsHeaderProps {
  /** The list's grid, so the titles stand above their columns. */
  grid: CSSProperties;
  /** The title of a column between the name and the value (the form field's type), if any. */
  typeTitle?: string;
}

/** The column titles; the on/off and remove columns have none. */
export function RowsHeader({ grid, typeTitle }: RowsHeaderProps) {
  const { t } = useTranslation();
  return (
    <div style={grid}>
      <span />
      <Typography.Text type={SECONDARY}>{t('debug.request.rows.keyHeader')}</Typography.Text>
      {typeTitle !== undefined && <Typography.Text type={SECONDARY}>{typeTitle}</Typography.Text>}
      <Typography.Text type={SECONDARY}>{t('debug.request.rows.valueHeader')}</Typography.Text>
      <Typography.Text type={SECONDARY}>
        {t('debug.request.rows.descriptionHeader')}
      </Typography.Text>
      <span />
    </div>
  );
}

export interface RowPartProps {
  /** The row's place, counted from 1, for its accessible names. */
  n: number;
}

/** Whether the row is sent. */
export function RowEnabled({
  n,
  checked,
  onChange,
}: RowPartProps & { checked: boolean; onChange: (isEnabled: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      aria-label={t('debug.request.rows.enabled', { n })}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A row's description: plain text, never resolved. */
export function RowDescription({
  n,
  value,
  onChange,
}: RowPartProps & { value: string | undefined; onChange: (description: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input
      value={value ?? ''}
      aria-label={t('debug.request.rows.description', { n })}
      placeholder={t('debug.request.rows.descriptionHeader')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function RemoveRowButton({ n, onClick }: RowPartProps & { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type={TEXT}
      size={SMALL}
      icon={<DeleteOutlined />}
      aria-label={t('debug.request.rows.remove', { n })}
      onClick={onClick}
    />
  );
}

export function AddRowButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex justify={START}>
      <Button type={DASHED} size={SMALL} icon={<PlusOutlined />} onClick={onClick}>
        {t('debug.request.rows.add')}
      </Button>
    </Flex>
  );
}
