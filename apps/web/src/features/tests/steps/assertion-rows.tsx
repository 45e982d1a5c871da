import { Checkbox, Input, Select, Typography } from 'antd';
import { ASSERTION_SOURCES, type Assertion, type AssertionSource } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { newAssertion } from '../lib/new-step';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { ComparatorSelect, ExpectedValue } from './comparison-fields';
import { RemoveRowButton, RowTable, RowTableRow } from './row-table';

const SECONDARY = 'secondary';
const OFF = 'off';
/** A JSONPath in its own syntax, the same in every language. */
export const JSON_PATH_EXAMPLE = '$.data.id';
const COLUMN_NAMES = ['source', 'path', 'comparator', 'value'] as const;
// Every column but the box and the button gives way on a narrow screen; a select then cuts its text.
const COLUMNS = '20px minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) 28px';

/** The sources read at a path: a header by its name, JSON by a JSONPath. */
const PATH_SOURCES: readonly AssertionSource[] = ['header', 'json'];

export function hasPath(source: AssertionSource): boolean {
  return PATH_SOURCES.includes(source);
}

export interface AssertionRowsProps {
  assertions: Assertion[];
  readOnly: boolean;
  onChange: (assertions: Assertion[]) => void;
}

/**
 * A request step's checks, one a row: what is read (the status, a header, a JSONPath of the
 * body …), how it compares, and what is expected. A row shows only the fields its source and
 * comparator use; "matches the design" compares nothing, so it has neither comparator nor value.
 */
export function AssertionRows({ assertions, readOnly, onChange }: AssertionRowsProps) {
  const { t } = useTranslation();
  const change = (id: string, patch: Partial<Assertion>) =>
    onChange(assertions.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const sourceOptions = ASSERTION_SOURCES.map((source) => ({
    value: source,
    label: t(`tests.assertions.sources.${source}`),
  }));

  return (
    <RowTable
      label={t('tests.assertions.title')}
      columns={COLUMNS}
      headings={COLUMN_NAMES.map((column) => t(`tests.assertions.columns.${column}`))}
      rowCount={assertions.length}
      emptyText={t('tests.assertions.empty')}
      readOnly={readOnly}
      addLabel={t('tests.assertions.add')}
      onAdd={() => onChange([...assertions, newAssertion()])}
      addTestId={TESTS_TEST_IDS.addAssertion}
      testId={TESTS_TEST_IDS.assertions}
    >
      {assertions.map((row, index) => {
        const n = index + 1;
        const isDesign = row.source === 'design';
        return (
          <RowTableRow key={row.id} columns={COLUMNS} testId={testsTestIdOf.assertion(row.id)}>
            <Checkbox
              checked={row.enabled}
              disabled={readOnly}
              aria-label={t('tests.assertions.enabledOf', { n })}
              onChange={(event) => change(row.id, { enabled: event.target.checked })}
            />
            <Select
              value={row.source}
              options={sourceOptions}
              disabled={readOnly}
              aria-label={t('tests.assertions.sourceOf', { n })}
              popupMatchSelectWidth={false}
              onChange={(source) =>
                change(row.id, { source, path: hasPath(source) ? row.path : '' })
              }
            />
            {hasPath(row.source) ? (
              <Input
                value={row.path}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.assertions.pathOf', { n })}
                placeholder={
                  row.source === 'header'
                    ? t('tests.assertions.headerPlaceholder')
                    : JSON_PATH_EXAMPLE
                }
                onChange={(event) => change(row.id, { path: event.target.value })}
              />
            ) : (
              <span />
            )}
            {isDesign ? (
              <Typography.Text type={SECONDARY} style={{ gridColumn: 'span 2', fontSize: 12 }}>
                {t('tests.assertions.designHelp')}
              </Typography.Text>
            ) : (
              <>
                <ComparatorSelect
                  value={row.comparator}
                  disabled={readOnly}
                  ariaLabel={t('tests.assertions.comparatorOf', { n })}
                  onChange={(comparator) => change(row.id, { comparator })}
                />
                {/* A cell even when empty, so the columns keep their places. */}
                <div style={{ minWidth: 0 }}>
                  <ExpectedValue
                    comparator={row.comparator}
                    value={row.value}
                    disabled={readOnly}
                    ariaLabel={t('tests.assertions.valueOf', { n })}
                    onChange={(value) => change(row.id, { value })}
                  />
                </div>
              </>
            )}
            <RemoveRowButton
              label={t('tests.assertions.removeOf', { n })}
              readOnly={readOnly}
              onRemove={() => onChange(assertions.filter((found) => found.id !== row.id))}
            />
          </RowTableRow>
        );
      })}
    </RowTable>
  );
}
