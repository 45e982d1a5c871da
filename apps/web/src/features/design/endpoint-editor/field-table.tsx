import { useState } from 'react';
import { AutoComplete, Button, Checkbox, Flex, Input, Modal, Select, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { SettingOutlined } from '@ant-design/icons';
import type { JsonSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { SchemaEditor } from '../schema-editor/schema-editor';
import { CheckedInput } from './checked-input';
import { exampleText, exampleValue } from './lib/example-text';
import {
  FIELD_TYPES,
  FORMATS,
  formatOf,
  refNameOf,
  typeOfSchema,
  withFormat,
  withType,
  type FieldType,
} from './lib/schema-type';
import { duplicateIndexes } from './lib/validation';

/** What parameters, response headers and form fields have in common: one row of a table. */
export interface FieldRow {
  name: string;
  required: boolean;
  description: string;
  deprecated?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

export interface FieldTableProps<T extends FieldRow> {
  rows: T[];
  onChange(rows: T[]): void;
  /** A new, empty row. */
  newRow(): T;
  readOnly?: boolean;
  /** The project's model names, for the schema dialog. */
  models: string[];
  /** Offer the `file` type (form-data). */
  allowFile?: boolean;
  showDeprecated?: boolean;
  /**
   * Rows fixed by something else (a path parameter while its `{name}` is in the path): their
   * name, required flag and place cannot change, and they cannot be removed.
   */
  isLocked?(row: T): boolean;
  /** Names are keys of an object (form fields): a taken name is refused rather than stored. */
  hasUniqueNames?: boolean;
  /**
   * The row after its schema was edited in the schema dialog; by default only `schema` changes.
   * Form fields read their description and example from the schema itself.
   */
  withSchema?(row: T, schema: JsonSchema): T;
  /** Whether rows can be added here (path parameters come from the path instead). */
  canAdd?: boolean;
  'data-testid': string;
}

interface Entry<T> {
  key: number;
  index: number;
  row: T;
}

/** Over this many rows the table renders only what is on screen. */
const VIRTUAL_FROM = 100;
const VIRTUAL_HEIGHT = 520;
const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
/**
 * Column widths (issue 21). The table fits the endpoint editor at 1280 px with the tree at its
 * 300 px (about 820 px): name and description share what the fixed columns leave, down to
 * their minimum; below that the table scrolls sideways, the row actions pinned to its end.
 */
const WIDTH = {
  type: 100,
  format: 100,
  required: 72,
  example: 120,
  deprecated: 80,
  /** Four small icon buttons side by side, and the cell's padding. */
  actions: 112,
  /** The schema button alone. */
  actionsReadOnly: 48,
} as const;
/** The least width of each of the two flexible columns (name, description). */
export const FLEXIBLE_MIN_WIDTH = 110;
const FIXED_END = 'end';
const TABLE_LAYOUT = 'fixed';
const FULL = { width: '100%' } as const;
/** A column title shortened with an ellipsis in a narrow column; whole on hover. */
const TITLE_STYLE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const TYPE_OPTIONS_FILE: readonly FieldType[] = [...FIELD_TYPES, 'file'];

/**
 * An editable table of named, typed fields: name, type and format, required, example,
 * description (and deprecated), with rows added, removed and moved. A row's whole schema (enum,
 * constraints, array items, a model) opens in the schema editor.
 */
export function FieldTable<T extends FieldRow>({
  rows,
  onChange,
  newRow,
  readOnly = false,
  models,
  allowFile = false,
  showDeprecated = false,
  isLocked = () => false,
  hasUniqueNames = false,
  canAdd = true,
  withSchema = (row, schema) => ({ ...row, schema }),
  'data-testid': testId,
}: FieldTableProps<T>) {
  const { t } = useTranslation();
  const [schemaOf, setSchemaOf] = useState<number | null>(null);
  const duplicates = hasUniqueNames ? new Set<number>() : duplicateIndexes(rows, (row) => row.name);
  const hasUnnamed = rows.some((row) => row.name === '');
  const entries: Entry<T>[] = rows.map((row, index) => ({ key: index, index, row }));

  const update = (index: number, patch: Partial<FieldRow>) => {
    const row = { ...rows[index]!, ...patch } as Record<string, unknown>;
    // An emptied optional field is left out, not stored as `undefined`.
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete row[key];
    onChange(rows.with(index, row as T));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const canMove = (index: number, by: -1 | 1) => {
    const other = rows[index + by];
    return other !== undefined && !isLocked(rows[index]!) && !isLocked(other);
  };
  const typeOptions = (allowFile ? TYPE_OPTIONS_FILE : FIELD_TYPES).map((type) => ({
    value: type,
    label: type,
  }));

  const title = (text: string) => (
    <span style={TITLE_STYLE} title={text}>
      {text}
    </span>
  );

  const columns: NonNullable<TableProps<Entry<T>>['columns']> = [
    {
      key: 'name',
      title: title(t('design.endpoint.field.name')),
      render: (_, { row, index }) => (
        <CheckedInput
          aria-label={t('design.endpoint.field.nameAt', { row: index + 1 })}
          value={row.name}
          disabled={readOnly || isLocked(row)}
          refuse={
            hasUniqueNames
              ? (text) =>
                  rows.some((other, at) => at !== index && other.name === text)
                    ? t('design.endpoint.field.duplicateName')
                    : null
              : undefined
          }
          error={
            row.name === ''
              ? t('design.endpoint.field.nameRequired')
              : duplicates.has(index)
                ? t('design.endpoint.field.duplicateName')
                : null
          }
          onChange={(name) => update(index, { name })}
        />
      ),
    },
    {
      key: 'type',
      title: title(t('design.endpoint.field.type')),
      width: WIDTH.type,
      render: (_, { row, index }) => (
        <Select<FieldType>
          aria-label={t('design.endpoint.field.typeAt', { row: index + 1 })}
          value={typeOfSchema(row.schema, allowFile)}
          placeholder={refNameOf(row.schema) ?? t('design.endpoint.field.anyType')}
          options={typeOptions}
          style={FULL}
          onChange={(type) => update(index, { schema: withType(row.schema, type) })}
        />
      ),
    },
    {
      key: 'format',
      title: title(t('design.endpoint.field.format')),
      width: WIDTH.format,
      render: (_, { row, index }) => {
        const type = typeOfSchema(row.schema, allowFile);
        return (
          <AutoComplete
            aria-label={t('design.endpoint.field.formatAt', { row: index + 1 })}
            value={formatOf(row.schema)}
            disabled={readOnly || type === 'file'}
            options={(type ? FORMATS[type] : []).map((format) => ({ value: format }))}
            style={FULL}
            onChange={(format: string) =>
              update(index, { schema: withFormat(row.schema, format ?? '') })
            }
          />
        );
      },
    },
    {
      key: 'required',
      title: title(t('design.endpoint.field.required')),
      width: WIDTH.required,
      align: 'center',
      render: (_, { row, index }) => (
        <Checkbox
          aria-label={t('design.endpoint.field.requiredAt', { row: index + 1 })}
          checked={row.required}
          disabled={readOnly || isLocked(row)}
          onChange={(event) => update(index, { required: event.target.checked })}
        />
      ),
    },
    {
      key: 'example',
      title: title(t('design.endpoint.field.example')),
      width: WIDTH.example,
      render: (_, { row, index }) => (
        <Input
          aria-label={t('design.endpoint.field.exampleAt', { row: index + 1 })}
          value={exampleText(row.example)}
          onChange={(event) =>
            update(index, {
              example: exampleValue(event.target.value, typeOfSchema(row.schema, allowFile)),
            })
          }
        />
      ),
    },
    {
      key: 'description',
      title: title(t('design.endpoint.field.description')),
      render: (_, { row, index }) => (
        <Input
          aria-label={t('design.endpoint.field.descriptionAt', { row: index + 1 })}
          value={row.description}
          onChange={(event) => update(index, { description: event.target.value })}
        />
      ),
    },
    ...(showDeprecated
      ? [
          {
            key: 'deprecated',
            title: title(t('design.endpoint.field.deprecated')),
            width: WIDTH.deprecated,
            align: 'center' as const,
            render: (_: unknown, { row, index }: Entry<T>) => (
              <Checkbox
                aria-label={t('design.endpoint.field.deprecatedAt', { row: index + 1 })}
                checked={row.deprecated ?? false}
                onChange={(event) =>
                  update(index, { deprecated: event.target.checked || undefined })
                }
              />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: title(t('design.endpoint.field.actions')),
      width: readOnly ? WIDTH.actionsReadOnly : WIDTH.actions,
      fixed: FIXED_END,
      render: (_, { row, index }) => (
        <Flex>
          <Tooltip title={t('design.endpoint.field.editSchema')}>
            <Button
              type={TEXT}
              size={SMALL}
              icon={<SettingOutlined />}
              aria-label={t('design.endpoint.field.editSchemaAt', { row: index + 1 })}
              // The schema stays viewable when read-only.
              disabled={false}
              onClick={() => setSchemaOf(index)}
            />
          </Tooltip>
          {!readOnly && (
            <>
              <Button
                type={TEXT}
                size={SMALL}
                icon={<ArrowUpOutlined />}
                aria-label={t('design.endpoint.field.moveUpAt', { row: index + 1 })}
                disabled={!canMove(index, -1)}
                onClick={() => move(index, -1)}
              />
              <Button
                type={TEXT}
                size={SMALL}
                icon={<ArrowDownOutlined />}
                aria-label={t('design.endpoint.field.moveDownAt', { row: index + 1 })}
                disabled={!canMove(index, 1)}
                onClick={() => move(index, 1)}
              />
              <Tooltip title={isLocked(row) ? t('design.endpoint.field.inPath') : undefined}>
                <Button
                  type={TEXT}
                  size={SMALL}
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('design.endpoint.field.removeAt', { row: index + 1 })}
                  disabled={readOnly || isLocked(row)}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                />
              </Tooltip>
            </>
          )}
        </Flex>
      ),
    },
  ];
  // The columns at their least: the fixed ones, and the flexible ones at their minimum.
  const minWidth = columns.reduce(
    (sum, column) => sum + (column.width === undefined ? FLEXIBLE_MIN_WIDTH : Number(column.width)),
    0,
  );
  const isVirtual = rows.length > VIRTUAL_FROM;
  const editing = schemaOf === null ? undefined : rows[schemaOf];

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Table<Entry<T>>
        size={SMALL}
        columns={columns}
        dataSource={entries}
        pagination={false}
        virtual={isVirtual}
        tableLayout={TABLE_LAYOUT}
        scroll={isVirtual ? { x: minWidth, y: VIRTUAL_HEIGHT } : { x: minWidth }}
        locale={{ emptyText: t('design.endpoint.field.empty') }}
      />
      {!readOnly && canAdd && (
        <Tooltip title={hasUnnamed ? t('design.endpoint.field.nameFirst') : undefined}>
          <Button
            type={DASHED}
            icon={<PlusOutlined />}
            disabled={hasUnnamed}
            onClick={() => onChange([...rows, newRow()])}
          >
            {t('design.endpoint.field.add')}
          </Button>
        </Tooltip>
      )}
      <Modal
        open={editing !== undefined}
        title={t('design.endpoint.field.schemaOf', { name: editing?.name ?? '' })}
        footer={null}
        width={800}
        destroyOnHidden
        onCancel={() => setSchemaOf(null)}
      >
        {editing !== undefined && schemaOf !== null && (
          <SchemaEditor
            value={editing.schema ?? {}}
            readOnly={readOnly}
            models={models}
            onChange={(schema: JsonSchema) =>
              onChange(rows.with(schemaOf, withSchema(editing, schema)))
            }
          />
        )}
      </Modal>
    </Flex>
  );
}
