import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const DASHED = 'dashed';
const START = 'flex-start';
const GROUP = 'group';

export interface RowTableProps {
  /** The group's accessible name. */
  label: string;
  /** The CSS grid columns of every row: a box first, a remove button last. */
  columns: string;
  /** The column names over the rows, for the eye (each field has its own name); none: no line. */
  headings?: readonly string[];
  rowCount: number;
  /** Said instead of the rows when there are none; nothing when not given. */
  emptyText?: string;
  readOnly: boolean;
  addLabel: string;
  onAdd: () => void;
  addTestId: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The frame of a step's editable rows (assertions, extractions, headers): the column names, the
 * rows in one grid, a line when there are none, and a dashed "Add" button under them that a
 * reader does not see.
 */
export function RowTable({
  label,
  columns,
  headings,
  rowCount,
  emptyText,
  readOnly,
  addLabel,
  onAdd,
  addTestId,
  testId,
  children,
}: RowTableProps) {
  return (
    <Flex vertical gap={6} data-testid={testId}>
      {rowCount === 0 ? (
        emptyText && <Typography.Text type={SECONDARY}>{emptyText}</Typography.Text>
      ) : (
        <div role={GROUP} aria-label={label} style={{ display: 'grid', gap: 6 }}>
          {headings && (
            <div aria-hidden style={{ display: 'grid', gridTemplateColumns: columns, gap: 6 }}>
              <span />
              {headings.map((heading) => (
                <Typography.Text key={heading} type={SECONDARY} style={{ fontSize: 12 }}>
                  {heading}
                </Typography.Text>
              ))}
            </div>
          )}
          {children}
        </div>
      )}
      {!readOnly && (
        <Button
          type={DASHED}
          size={SMALL}
          icon={<PlusOutlined />}
          onClick={onAdd}
          style={{ alignSelf: START }}
          data-testid={addTestId}
        >
          {addLabel}
        </Button>
      )}
    </Flex>
  );
}

/** One row of a RowTable, on its grid's columns. */
export function RowTableRow({
  columns,
  align = 'center',
  testId,
  children,
}: {
  columns: string;
  align?: CSSProperties['alignItems'];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      style={{ display: 'grid', gridTemplateColumns: columns, gap: 6, alignItems: align }}
    >
      {children}
    </div>
  );
}

/** A row's remove button; an empty cell for a reader, so the columns keep their places. */
export function RemoveRowButton({
  label,
  readOnly,
  onRemove,
  style,
}: {
  label: string;
  readOnly: boolean;
  onRemove: () => void;
  style?: CSSProperties;
}) {
  if (readOnly) return <span />;
  return (
    <Button
      type={TEXT}
      size={SMALL}
      icon={<DeleteOutlined />}
      aria-label={label}
      onClick={onRemove}
      style={style}
    />
  );
}
