import { memo } from 'react';
import { Button, Checkbox, Tooltip, Typography } from 'antd';
import { CaretDownOutlined, CaretRightOutlined, WarningOutlined } from '@ant-design/icons';
import type { JsonSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CommitInput } from './commit-input';
import { nodeProblems } from './schema-checks';
import { isSchemaObject, ownValue, type SchemaPath } from './schema-path';
import { SchemaRowActions } from './schema-row-actions';
import { rowLabel } from './schema-row-label';
import { childActionOf, type SchemaRow } from './schema-tree';
import { SchemaTypeSelect } from './schema-type-select';

const INDENT = 16;
const TOGGLE_WIDTH = 24;
const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const WARNING = 'warning';

export const SCHEMA_COLUMNS = ['name', 'type', 'required', 'description', 'actions'] as const;
export type SchemaColumn = (typeof SCHEMA_COLUMNS)[number];

/**
 * What rows can do to the schema. The object is created once per view and reads the current
 * value when called, so memoized rows never hold a stale schema.
 */
export interface RowActions {
  toggle(pointer: string): void;
  openSettings(path: SchemaPath): void;
  replace(path: SchemaPath, node: JsonSchema): void;
  setRequired(path: SchemaPath, isRequired: boolean): void;
  setDescription(path: SchemaPath, description: string): void;
  /** Returns the reason it was refused (`empty`, `duplicate`), or null. */
  rename(path: SchemaPath, name: string): 'empty' | 'duplicate' | null;
  addChild(path: SchemaPath): void;
  addSibling(path: SchemaPath): void;
  move(path: SchemaPath, delta: -1 | 1): void;
  remove(path: SchemaPath, pointer: string): void;
}

export interface SchemaRowCellProps {
  column: SchemaColumn;
  row: SchemaRow;
  readOnly: boolean;
  models: readonly string[];
  actions: RowActions;
}

// Edits copy only the nodes on their path, so an untouched row keeps its `node` object: with
// this comparison, an edit re-renders the rows it changed, not the hundreds around them.
function isSameCell(a: SchemaRowCellProps, b: SchemaRowCellProps): boolean {
  const x = a.row;
  const y = b.row;
  return (
    a.column === b.column &&
    a.readOnly === b.readOnly &&
    a.models === b.models &&
    a.actions === b.actions &&
    x.pointer === y.pointer &&
    x.node === y.node &&
    x.isRequired === y.isRequired &&
    x.isCollapsed === y.isCollapsed &&
    x.hasChildren === y.hasChildren &&
    x.position === y.position &&
    x.siblingCount === y.siblingCount &&
    x.depth === y.depth
  );
}

/** One cell of the tree table. */
export const SchemaRowCell = memo(function SchemaRowCell({
  column,
  row,
  readOnly,
  models,
  actions,
}: SchemaRowCellProps) {
  const { t } = useTranslation();
  const label = rowLabel(row, t);
  switch (column) {
    case 'name':
      return <NameCell row={row} label={label} readOnly={readOnly} actions={actions} />;
    case 'type':
      return (
        <SchemaTypeSelect
          node={row.node}
          models={models}
          readOnly={readOnly}
          ariaLabel={t('design.schema.typeOf', { name: label })}
          onChange={(node) => actions.replace(row.path, node)}
        />
      );
    case 'required':
      return (
        row.kind === 'property' && (
          <Checkbox
            checked={row.isRequired}
            disabled={readOnly}
            aria-label={t('design.schema.requiredOf', { name: label })}
            onChange={(event) => actions.setRequired(row.path, event.target.checked)}
          />
        )
      );
    case 'description': {
      const description = isSchemaObject(row.node) ? ownValue(row.node, 'description') : undefined;
      const text = typeof description === 'string' ? description : '';
      if (readOnly || !isSchemaObject(row.node)) {
        return (
          <Typography.Text type={SECONDARY} ellipsis={{ tooltip: text }}>
            {text}
          </Typography.Text>
        );
      }
      return (
        <CommitInput
          value={text}
          ariaLabel={t('design.schema.descriptionOf', { name: label })}
          placeholder={t('design.schema.descriptionPlaceholder')}
          onCommit={(next) => {
            actions.setDescription(row.path, next);
            return null;
          }}
        />
      );
    }
    case 'actions': {
      const isMovable = row.kind === 'property' || row.kind === 'variant';
      return (
        <SchemaRowActions
          label={label}
          readOnly={readOnly}
          canAddChild={childActionOf(row.node) !== null}
          canAddSibling={isMovable}
          canMoveUp={isMovable && row.position > 0}
          canMoveDown={isMovable && row.position < row.siblingCount - 1}
          canRemove={row.kind !== 'root'}
          onSettings={() => actions.openSettings(row.path)}
          onAddChild={() => actions.addChild(row.path)}
          onAddSibling={() => actions.addSibling(row.path)}
          onMove={(delta) => actions.move(row.path, delta)}
          onRemove={() => actions.remove(row.path, row.pointer)}
        />
      );
    }
  }
}, isSameCell);

interface NameCellProps {
  row: SchemaRow;
  label: string;
  readOnly: boolean;
  actions: RowActions;
}

function NameCell({ row, label, readOnly, actions }: NameCellProps) {
  const { t } = useTranslation();
  const hasProblems = nodeProblems(row.node).length > 0;
  const isProperty = row.kind === 'property';
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        paddingInlineStart: row.depth * INDENT,
      }}
    >
      {row.hasChildren ? (
        <Button
          type={TEXT}
          size={SMALL}
          icon={row.isCollapsed ? <CaretRightOutlined /> : <CaretDownOutlined />}
          aria-label={t(
            row.isCollapsed ? 'design.schema.actions.expand' : 'design.schema.actions.collapse',
            { name: label },
          )}
          aria-expanded={!row.isCollapsed}
          onClick={() => actions.toggle(row.pointer)}
        />
      ) : (
        <span style={{ width: TOGGLE_WIDTH, display: 'inline-block' }} />
      )}
      {isProperty && !readOnly ? (
        <CommitInput
          value={row.name!}
          ariaLabel={t('design.schema.nameOf', { name: label })}
          onCommit={(name) => {
            const error = actions.rename(row.path, name);
            return error && t(`design.schema.renameError.${error}`);
          }}
        />
      ) : (
        <Typography.Text strong={isProperty} type={isProperty ? undefined : SECONDARY}>
          {label}
        </Typography.Text>
      )}
      {hasProblems && (
        <Tooltip title={t('design.schema.rowHasProblems')}>
          <Typography.Text type={WARNING} aria-label={t('design.schema.rowHasProblems')}>
            <WarningOutlined />
          </Typography.Text>
        </Tooltip>
      )}
    </span>
  );
}
