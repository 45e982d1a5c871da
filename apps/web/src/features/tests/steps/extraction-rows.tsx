import { Checkbox, Flex, Input, InputNumber, Select, Typography } from 'antd';
import {
  EXTRACTION_SCOPES,
  EXTRACTION_SOURCES,
  type Extraction,
  type ExtractionSource,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { extractionField, variableNameIssue, type StepIssue } from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { newExtraction } from '../lib/new-step';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { JSON_PATH_EXAMPLE } from './assertion-rows';
import { RemoveRowButton, RowTable, RowTableRow } from './row-table';

const DANGER = 'danger';
const START = 'start';
const OFF = 'off';
const ERROR = 'error';
const ALERT = 'alert';
const COLUMN_NAMES = ['variable', 'source', 'path', 'group', 'scope'] as const;
const WITHOUT_GROUP = COLUMN_NAMES.filter((column) => column !== 'group');
/**
 * Every column but the box, the group and the button gives way on a narrow screen; the capture
 * group's column is there only while a row reads with a regular expression.
 */
function columnsOf(hasGroup: boolean): string {
  const group = hasGroup ? ' 56px' : '';
  return `20px minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.1fr)${group} minmax(0, 1fr) 28px`;
}
// The contract's bounds of a capture group.
const MAX_GROUP = 99;

// Examples in their own syntax, the same in every language.
const REGEX_EXAMPLE = 'id=(\\d+)';
const VARIABLE_EXAMPLE = 'token';

export function extractionHasPath(source: ExtractionSource): boolean {
  return source !== 'status' && source !== 'text';
}

export interface ExtractionRowsProps {
  extractions: Extraction[];
  /** The step's issues a save found (a name left empty), shown until the step changes. */
  issues: readonly StepIssue[];
  readOnly: boolean;
  onChange: (extractions: Extraction[]) => void;
}

/**
 * The values a request step takes from its answer into variables, one a row: the variable's
 * name, where the value is read (and, for a regular expression, which capture group) and where
 * it is kept (this run, the environment or the project). A name the contract would refuse is
 * marked as it is typed.
 */
export function ExtractionRows({ extractions, issues, readOnly, onChange }: ExtractionRowsProps) {
  const { t } = useTranslation();
  const change = (id: string, patch: Partial<Extraction>) =>
    onChange(extractions.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  /** What each source reads at its path: a JSONPath, a header's or cookie's name, a pattern. */
  const placeholderOf = (source: ExtractionSource) => {
    if (source === 'json') return JSON_PATH_EXAMPLE;
    if (source === 'header') return t('tests.assertions.headerPlaceholder');
    if (source === 'cookie') return t('tests.extractions.cookiePlaceholder');
    return REGEX_EXAMPLE;
  };
  const sourceOptions = EXTRACTION_SOURCES.map((source) => ({
    value: source,
    label: t(`tests.extractions.sources.${source}`),
  }));
  const hasGroup = extractions.some((row) => row.source === 'regex');
  const columns = columnsOf(hasGroup);
  const scopeOptions = EXTRACTION_SCOPES.map((scope) => ({
    value: scope,
    label: t(`tests.extractions.scopes.${scope}`),
  }));

  return (
    <RowTable
      label={t('tests.extractions.title')}
      columns={columns}
      headings={(hasGroup ? COLUMN_NAMES : WITHOUT_GROUP).map((column) =>
        t(`tests.extractions.columns.${column}`),
      )}
      rowCount={extractions.length}
      emptyText={t('tests.extractions.empty')}
      readOnly={readOnly}
      addLabel={t('tests.extractions.add')}
      onAdd={() => onChange([...extractions, newExtraction()])}
      addTestId={TESTS_TEST_IDS.addExtraction}
      testId={TESTS_TEST_IDS.extractions}
    >
      {extractions.map((row, index) => {
        const n = index + 1;
        // Typed now: the pattern at once; empty: only once a save asked for it.
        const saved = issues.find((issue) => issue.field === extractionField(row.id));
        const live = row.variable === '' ? null : variableNameIssue(row.variable);
        const issue = live ?? saved?.message ?? null;
        const errorId = `${testsTestIdOf.extraction(row.id)}-error`;
        return (
          <RowTableRow
            key={row.id}
            columns={columns}
            align={START}
            testId={testsTestIdOf.extraction(row.id)}
          >
            <Checkbox
              checked={row.enabled}
              disabled={readOnly}
              aria-label={t('tests.extractions.enabledOf', { n })}
              onChange={(event) => change(row.id, { enabled: event.target.checked })}
              style={{ marginTop: 6 }}
            />
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Input
                value={row.variable}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.extractions.variableOf', { n })}
                placeholder={VARIABLE_EXAMPLE}
                status={issue ? ERROR : undefined}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? errorId : undefined}
                onChange={(event) => change(row.id, { variable: event.target.value })}
              />
              {issue && (
                <Typography.Text type={DANGER} id={errorId} role={ALERT} style={{ fontSize: 12 }}>
                  {issueText(t, issue)}
                </Typography.Text>
              )}
            </Flex>
            <Select
              value={row.source}
              options={sourceOptions}
              disabled={readOnly}
              aria-label={t('tests.extractions.sourceOf', { n })}
              popupMatchSelectWidth={false}
              onChange={(source) =>
                change(row.id, { source, path: extractionHasPath(source) ? row.path : '' })
              }
            />
            {extractionHasPath(row.source) ? (
              <Input
                value={row.path}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('tests.extractions.pathOf', { n })}
                placeholder={placeholderOf(row.source)}
                onChange={(event) => change(row.id, { path: event.target.value })}
              />
            ) : (
              <span />
            )}
            {!hasGroup ? null : row.source === 'regex' ? (
              <InputNumber<number>
                value={row.group}
                min={0}
                max={MAX_GROUP}
                precision={0}
                disabled={readOnly}
                aria-label={t('tests.extractions.groupOf', { n })}
                onChange={(group) => change(row.id, { group: group ?? 0 })}
                style={{ width: '100%' }}
              />
            ) : (
              <span />
            )}
            <Select
              value={row.scope}
              options={scopeOptions}
              disabled={readOnly}
              aria-label={t('tests.extractions.scopeOf', { n })}
              popupMatchSelectWidth={false}
              onChange={(scope) => change(row.id, { scope })}
            />
            <RemoveRowButton
              label={t('tests.extractions.removeOf', { n })}
              readOnly={readOnly}
              onRemove={() => onChange(extractions.filter((found) => found.id !== row.id))}
              style={{ marginTop: 4 }}
            />
          </RowTableRow>
        );
      })}
    </RowTable>
  );
}
