import { Button, Checkbox, Flex, Input, Switch, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_VARIABLES, VARIABLE_NAME_MAX_LENGTH } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../lib/contract-form';
import { DEBUG_ENV_TEST_IDS } from './test-ids';
import {
  dropsStoredSecret,
  emptyVariableRow,
  keepsStoredSecret,
  type VariableIssues,
  type VariableRow,
} from './variable-rows';

/** Shown in place of a stored secret's value, which the browser never has. */
export const SECRET_MASK = '••••••';
const DESCRIPTION_MAX_LENGTH = 2000;
const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
const ERROR = 'error';
const DANGER = 'danger';
const WARNING = 'warning';
const SECONDARY = 'secondary';
const OFF = 'off';
const START = 'flex-start';
const CHECK_WIDTH = 64;
const ACTION_WIDTH = 48;
const EMPTY_CELL = '—';

export interface VariablesTableProps {
  rows: VariableRow[];
  onChange: (rows: VariableRow[]) => void;
  /** Shown under the names they belong to; empty until a save was tried. */
  issues: VariableIssues;
  /** Shows the variables as text: nothing to edit, add or remove. */
  readOnly: boolean;
}

/** A list of variables (name, value, secret, enabled, description) to edit in place. */
export function VariablesTable({ rows, onChange, issues, readOnly }: VariablesTableProps) {
  const { t } = useTranslation();
  const change = (key: string, patch: Partial<VariableRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const indexOf = (row: VariableRow) => rows.indexOf(row) + 1;

  const columns: TableProps<VariableRow>['columns'] = [
    {
      key: 'enabled',
      title: t('debug.env.column.enabled'),
      width: CHECK_WIDTH,
      render: (_, row) => (
        <Checkbox
          checked={row.enabled}
          disabled={readOnly}
          aria-label={t('debug.env.variableEnabled', { index: indexOf(row) })}
          onChange={(event) => change(row.key, { enabled: event.target.checked })}
        />
      ),
    },
    {
      key: 'name',
      title: t('debug.env.column.name'),
      render: (_, row) => {
        const issue = issues.get(`${row.key}.name`);
        return readOnly ? (
          <Typography.Text>{row.name}</Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            <Input
              value={row.name}
              maxLength={VARIABLE_NAME_MAX_LENGTH}
              status={issue ? ERROR : undefined}
              autoComplete={OFF}
              aria-label={t('debug.env.variableName', { index: indexOf(row) })}
              onChange={(event) => change(row.key, { name: event.target.value })}
            />
            {issue && (
              <Typography.Text type={DANGER}>{validationMessage(t, issue)}</Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'value',
      title: t('debug.env.column.value'),
      render: (_, row) => (
        <ValueCell row={row} index={indexOf(row)} readOnly={readOnly} change={change} />
      ),
    },
    {
      key: 'secret',
      title: t('debug.env.column.secret'),
      width: CHECK_WIDTH,
      render: (_, row) => (
        <Switch
          size={SMALL}
          checked={row.secret}
          disabled={readOnly}
          aria-label={t('debug.env.variableSecret', { index: indexOf(row) })}
          onChange={(secret) => change(row.key, { secret })}
        />
      ),
    },
    {
      key: 'description',
      title: t('debug.env.column.description'),
      render: (_, row) =>
        readOnly ? (
          <Typography.Text type={SECONDARY}>{row.description}</Typography.Text>
        ) : (
          <Input
            value={row.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            aria-label={t('debug.env.variableDescription', { index: indexOf(row) })}
            onChange={(event) => change(row.key, { description: event.target.value })}
          />
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'remove',
            title: '',
            width: ACTION_WIDTH,
            render: (_: unknown, row: VariableRow) => (
              <Button
                type={TEXT}
                icon={<DeleteOutlined />}
                aria-label={t('debug.env.removeVariable', { index: indexOf(row) })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              />
            ),
          },
        ]),
  ];

  return (
    <Flex vertical gap={8} align={START} data-testid={DEBUG_ENV_TEST_IDS.variables}>
      <Table<VariableRow>
        rowKey={(row) => row.key}
        columns={columns}
        dataSource={rows}
        pagination={false}
        size={SMALL}
        locale={{ emptyText: t('debug.env.noVariables') }}
        style={{ width: '100%' }}
      />
      {!readOnly && rows.length < MAX_VARIABLES && (
        <Button
          type={DASHED}
          icon={<PlusOutlined />}
          onClick={() => onChange([...rows, emptyVariableRow()])}
          data-testid={DEBUG_ENV_TEST_IDS.addVariable}
        >
          {t('debug.env.addVariable')}
        </Button>
      )}
    </Flex>
  );
}

interface ValueCellProps {
  row: VariableRow;
  index: number;
  readOnly: boolean;
  change: (key: string, patch: Partial<VariableRow>) => void;
}

function ValueCell({ row, index, readOnly, change }: ValueCellProps) {
  const { t } = useTranslation();
  const isKept = keepsStoredSecret(row);
  if (readOnly) {
    if (row.secret)
      return <Typography.Text>{row.storedSecretName ? SECRET_MASK : EMPTY_CELL}</Typography.Text>;
    return <Typography.Text>{row.value}</Typography.Text>;
  }
  const label = t('debug.env.variableValue', { index });
  return (
    <Flex vertical gap={2}>
      {row.secret ? (
        // Empty with the mask as placeholder: the stored value stays unless a new one is typed.
        <Input.Password
          value={row.value}
          placeholder={isKept ? SECRET_MASK : undefined}
          title={isKept ? t('debug.env.secretKept') : undefined}
          autoComplete={OFF}
          aria-label={label}
          onChange={(event) => change(row.key, { value: event.target.value })}
        />
      ) : (
        <Input
          value={row.value}
          autoComplete={OFF}
          aria-label={label}
          onChange={(event) => change(row.key, { value: event.target.value })}
        />
      )}
      {dropsStoredSecret(row) && (
        <Typography.Text type={WARNING}>{t('debug.env.secretDropped')}</Typography.Text>
      )}
    </Flex>
  );
}
