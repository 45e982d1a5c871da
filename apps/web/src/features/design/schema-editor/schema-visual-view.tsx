import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
} from 'react';
import { Table, type TableProps } from 'antd';
import type { JsonSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { getAt, pointerOf, type SchemaPath } from './schema-path';
import { SchemaNodeSettings } from './schema-node-settings';
import { SCHEMA_COLUMNS, SchemaRowCell, type RowActions } from './schema-row-cells';
import { rowLabel } from './schema-row-label';
import {
  addChild,
  addSibling,
  moveNode,
  removeNode,
  renameProperty,
  replaceNode,
  schemaRows,
  setKeyword,
  setRequired,
  type EditResult,
  type SchemaRow,
} from './schema-tree';
import { TEST_IDS, rowTestId } from './test-ids';

/** Above this many rows the table renders only what is on screen. */
export const VIRTUAL_ROW_THRESHOLD = 100;
const VIRTUAL_HEIGHT = 480;
const ROW_KEY = 'pointer';
const SMALL = 'small';
const DESCRIPTION = 'description';
const COLUMN_WIDTHS = { name: 260, type: 230, required: 80, description: 220, actions: 200 };
const TABLE_WIDTH = Object.values(COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0);

export interface SchemaVisualViewProps {
  value: JsonSchema;
  onChange(next: JsonSchema): void;
  readOnly: boolean;
  models: readonly string[];
}

function isAtOrUnder(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(ancestor + '/');
}

/**
 * The schema as a tree table, one row per property, items, additionalProperties schema and
 * variant. Edits go through the pure functions of `schema-tree`, so keywords this view does not
 * show are never touched.
 */
export function SchemaVisualView({ value, onChange, readOnly, models }: SchemaVisualViewProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [settingsPath, setSettingsPath] = useState<SchemaPath | null>(null);
  const rows = useMemo(() => schemaRows(value, collapsed), [value, collapsed]);
  const isVirtual = rows.length > VIRTUAL_ROW_THRESHOLD;

  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  const actions = useMemo<RowActions>(() => {
    // Two edits in one event (a rename committed on blur, then a click) must build on each
    // other: the next value is remembered at once, before the owner renders it.
    const change = (next: JsonSchema) => {
      latest.current.value = next;
      latest.current.onChange(next);
    };
    const open = (pointer: string) =>
      setCollapsed((current) => {
        if (!current.has(pointer)) return current;
        const next = new Set(current);
        next.delete(pointer);
        return next;
      });
    const apply = (result: EditResult | null, openPath?: SchemaPath) => {
      if (!result) return;
      if (openPath) open(pointerOf(openPath));
      change(result.schema);
    };
    return {
      toggle: (pointer) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(pointer)) next.add(pointer);
          return next;
        }),
      openSettings: setSettingsPath,
      replace: (path, node) => change(replaceNode(latest.current.value, path, node)),
      setRequired: (path, isRequired) =>
        change(setRequired(latest.current.value, path, isRequired)),
      setDescription: (path, text) =>
        change(setKeyword(latest.current.value, path, DESCRIPTION, text === '' ? undefined : text)),
      rename: (path, name) => {
        const renamed = renameProperty(latest.current.value, path, name);
        if (!renamed.ok) return renamed.error;
        change(renamed.result.schema);
        return null;
      },
      addChild: (path) => apply(addChild(latest.current.value, path), path),
      addSibling: (path) => apply(addSibling(latest.current.value, path)),
      move: (path, delta) => apply(moveNode(latest.current.value, path, delta)),
      remove: (path, pointer) => {
        setSettingsPath((current) =>
          current && isAtOrUnder(pointerOf(current), pointer) ? null : current,
        );
        change(removeNode(latest.current.value, path));
      },
    };
  }, []);

  const columns = useMemo<TableProps<SchemaRow>['columns']>(
    () =>
      SCHEMA_COLUMNS.map((column) => ({
        key: column,
        title: t(`design.schema.columns.${column}`),
        width: COLUMN_WIDTHS[column],
        render: (_: unknown, row: SchemaRow) => (
          <SchemaRowCell
            column={column}
            row={row}
            readOnly={readOnly}
            models={models}
            actions={actions}
          />
        ),
      })),
    [t, readOnly, models, actions],
  );

  const closeSettings = useCallback(() => setSettingsPath(null), []);
  const settingsNode = settingsPath
    ? (getAt(value, settingsPath) as JsonSchema | undefined)
    : undefined;
  const settingsPointer = settingsPath && pointerOf(settingsPath);
  const settingsRow = rows.find((row) => row.pointer === settingsPointer);

  return (
    <div data-testid={TEST_IDS.visual}>
      <Table<SchemaRow>
        rowKey={ROW_KEY}
        size={SMALL}
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual={isVirtual}
        scroll={isVirtual ? { y: VIRTUAL_HEIGHT, x: TABLE_WIDTH } : { x: TABLE_WIDTH }}
        onRow={onRow}
      />
      {settingsPath && settingsNode !== undefined && (
        <SettingsDrawer
          path={settingsPath}
          node={settingsNode}
          label={settingsRow ? rowLabel(settingsRow, t) : settingsPointer!}
          models={models}
          readOnly={readOnly}
          actions={actions}
          onClose={closeSettings}
        />
      )}
    </div>
  );
}

function onRow(row: SchemaRow): HTMLAttributes<HTMLElement> {
  return { 'data-testid': rowTestId(row.pointer) } as HTMLAttributes<HTMLElement>;
}

interface SettingsDrawerProps {
  path: SchemaPath;
  node: JsonSchema;
  label: string;
  models: readonly string[];
  readOnly: boolean;
  actions: RowActions;
  onClose(): void;
}

/** The open node's settings; re-rendered only when that node (not any other) changes. */
const SettingsDrawer = memo(function SettingsDrawer({
  path,
  actions,
  ...props
}: SettingsDrawerProps) {
  return <SchemaNodeSettings {...props} onChange={(node) => actions.replace(path, node)} />;
});
