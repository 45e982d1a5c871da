import { Flex, Input } from 'antd';
import type { KeyValue } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton, RowDescription, RowEnabled, RowsHeader } from './row-parts';
import { TemplateInput } from './template-input';

/** Enabled, name, value, description, remove: the columns of every row list. */
export const ROW_GRID = {
  display: 'grid',
  gridTemplateColumns: '24px minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) 32px',
  gap: 6,
  alignItems: 'center',
} as const;

export const emptyRow = (): KeyValue => ({ key: '', value: '', enabled: true, description: '' });

export interface KeyValueRowsProps {
  rows: readonly KeyValue[];
  onChange: (rows: KeyValue[]) => void;
  /** Where the list sits in the request (`headers`, `body/fields`): marks unknown variables. */
  where: string;
  /** Path parameters: the names come from the URL, so they cannot be added, renamed or removed. */
  isFixed?: boolean;
  'data-testid'?: string;
}

/** Rows of name and value with an on/off switch and a description (query, headers, cookies …). */
export function KeyValueRows({
  rows,
  onChange,
  where,
  isFixed = false,
  'data-testid': testId,
}: KeyValueRowsProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<KeyValue>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Flex vertical gap={6} data-testid={testId}>
      <RowsHeader grid={ROW_GRID} />
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div key={index} style={ROW_GRID}>
            {isFixed ? (
              <span />
            ) : (
              <RowEnabled
                n={n}
                checked={row.enabled}
                onChange={(enabled) => change(index, { enabled })}
              />
            )}
            {isFixed ? (
              <Input value={row.key} readOnly aria-label={t('debug.request.rows.key', { n })} />
            ) : (
              <TemplateInput
                value={row.key}
                where={`${where}/${index}/key`}
                aria-label={t('debug.request.rows.key', { n })}
                placeholder={t('debug.request.rows.keyHeader')}
                onChange={(key) => change(index, { key })}
              />
            )}
            <TemplateInput
              value={row.value}
              where={`${where}/${index}/value`}
              aria-label={t('debug.request.rows.value', { n })}
              placeholder={t('debug.request.rows.valueHeader')}
              // Filling in a row that is off and was empty means it should be sent.
              onChange={(value) =>
                change(
                  index,
                  !row.enabled && row.value === '' ? { value, enabled: true } : { value },
                )
              }
            />
            <RowDescription
              n={n}
              value={row.description}
              onChange={(description) => change(index, { description })}
            />
            {isFixed ? (
              <span />
            ) : (
              <RemoveRowButton n={n} onClick={() => onChange(rows.filter((_, i) => i !== index))} />
            )}
          </div>
        );
      })}
      {!isFixed && <AddRowButton onClick={() => onChange([...rows, emptyRow()])} />}
    </Flex>
  );
}
