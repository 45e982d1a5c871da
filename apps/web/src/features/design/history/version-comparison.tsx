import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, Switch, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectMembersQuery } from '../../../lib/projects/list-project-members';
import { compareVersions, type FieldChange, type FieldComparison } from './compare-versions';
import { lineDiff, type DiffRow } from './line-diff';
import type { FieldLabel, FieldValue, FieldWords, VersionSide } from './version-fields';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

export interface VersionComparisonProps {
  projectId: string;
  /** The older version, shown on the left. */
  older: VersionSide;
  newer: VersionSide;
  leftLabel: ReactNode;
  rightLabel: ReactNode;
  /** Pixels of the compare area; it scrolls beyond. */
  height?: number;
}

type Marked = Exclude<FieldChange, 'same'>;
const TAG_COLOURS: Record<Marked, string> = {
  added: 'success',
  removed: 'error',
  changed: 'warning',
};
const SECONDARY = 'secondary';
const SMALL = 'small';
const CENTER = 'center';
const BETWEEN = 'space-between';
const LINK = 'link';
const START = 'flex-start';
const FIELD_COLUMN = 180;
/** The two sides of a multi-line value, as wide as the two version columns above them. */
const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 };
type Mark = 'removed' | 'added';
const REMOVED: Mark = 'removed';
const ADDED: Mark = 'added';

/** How each side of a compared line is marked: a changed line is removed left, added right. */
function marksOf(kind: Exclude<DiffRow['kind'], 'fold'>): [Mark | null, Mark | null] {
  return [
    kind === 'removed' || kind === 'changed' ? REMOVED : null,
    kind === 'added' || kind === 'changed' ? ADDED : null,
  ];
}

/** "Query parameter limit", "Response 404", "Path" … in the reader's language. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (label: FieldLabel): string => {
    switch (label.key) {
      case 'parameter':
        return t('design.history.diff.parameter', {
          location: t(`design.history.diff.location.${label.location}`),
          name: label.name,
        });
      case 'response':
        return t('design.history.diff.response', { status: label.status });
      default:
        return t(`design.history.field.${label.key}`);
    }
  };
}

function useFieldWords(projectId: string, older: VersionSide, newer: VersionSide): FieldWords {
  const { t, i18n } = useTranslation();
  // Owners are people: their names, asked for only when a version names an owner.
  const hasOwner = [older, newer].some(
    (side) =>
      side.kind === 'endpoint' && typeof (side.data as { ownerId?: unknown }).ownerId === 'string',
  );
  const members = useQuery({ ...projectMembersQuery(projectId), enabled: hasOwner });
  return useMemo(() => {
    const names = new Map(members.data?.items.map((member) => [member.userId, member.name]));
    const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
    return {
      status: (status) => t(`design.endpoint.status.${status}`),
      person: (userId) => names.get(userId) ?? t('design.endpoint.owner.former'),
      list: (items) => list.format(items),
      projectSecurity: t('design.history.diff.projectSecurity'),
      noSecurity: t('design.history.diff.noSecurity'),
      secret: (n) => t('design.history.diff.secret', { n }),
    };
  }, [members.data, t, i18n.language]);
}

/** A value that is not set in this version. */
function NotSet() {
  const { t } = useTranslation();
  return <Typography.Text type={SECONDARY}>{t('design.history.diff.notSet')}</Typography.Text>;
}

function useStyles() {
  const { token } = theme.useToken();
  return useMemo(() => {
    const cell: CSSProperties = {
      padding: '6px 8px',
      borderBottom: `1px solid ${token.colorBorderSecondary}`,
      verticalAlign: 'top',
      textAlign: 'start',
    };
    const text: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };
    return {
      cell,
      head: {
        ...cell,
        position: 'sticky',
        top: 0,
        zIndex: 1,
        background: token.colorBgContainer,
        fontWeight: token.fontWeightStrong,
        // A collapsed table's border does not stay with a sticky cell: a shadow does.
        boxShadow: `inset 0 -1px 0 ${token.colorBorderSecondary}`,
      } satisfies CSSProperties,
      text,
      code: { ...text, fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM },
      removed: { background: token.colorErrorBg, color: token.colorErrorText },
      added: { background: token.colorSuccessBg, color: token.colorSuccessText },
      line: { padding: '0 6px', minHeight: '1.5em' } satisfies CSSProperties,
      gutter: {
        display: 'inline-block',
        width: '1.2em',
        userSelect: 'none',
      } satisfies CSSProperties,
    };
  }, [token]);
}

type Styles = ReturnType<typeof useStyles>;

/** One side of a line: a sign in the gutter (`-` left, `+` right) where it changed. */
function Line({
  text,
  mark,
  styles,
  code,
}: {
  text: string | null;
  mark: Mark | null;
  styles: Styles;
  code: boolean;
}) {
  const base = { ...(code ? styles.code : styles.text), ...styles.line };
  if (text === null) return <div style={base} />;
  return (
    <div style={mark ? { ...base, ...styles[mark] } : base} data-change={mark ?? undefined}>
      <span style={styles.gutter}>{mark === 'removed' ? '-' : mark === 'added' ? '+' : ''}</span>
      {text}
    </div>
  );
}

/** A multi-line value (a description, a schema): the lines side by side, changes marked. */
function LineCompare({
  row,
  styles,
  expanded,
  onExpand,
}: {
  row: FieldComparison;
  styles: Styles;
  expanded: boolean;
  onExpand: () => void;
}) {
  const { t, i18n } = useTranslation();
  const code = (row.after ?? row.before)!.code;
  const number = new Intl.NumberFormat(i18n.language);
  const cellOf = (line: DiffRow, index: number) => {
    if (line.kind === 'fold') {
      return (
        <div key={index} style={{ gridColumn: '1 / -1' }}>
          <Button type={LINK} size={SMALL} onClick={onExpand}>
            {t('design.history.diff.unchangedLines', { lines: number.format(line.lines) })}
          </Button>
        </div>
      );
    }
    const [left, right] = marksOf(line.kind);
    return [
      <Line key={`${index}a`} text={line.left} code={code} styles={styles} mark={left} />,
      <Line key={`${index}b`} text={line.right} code={code} styles={styles} mark={right} />,
    ];
  };
  // Only one side has the value: all of it added (or removed), beside "not set".
  const whole = (value: FieldValue, mark: Mark) => (
    <div>
      {value.text.split('\n').map((text, index) => (
        <Line key={index} text={text} code={code} styles={styles} mark={mark} />
      ))}
    </div>
  );
  return (
    <td colSpan={2} style={styles.cell}>
      <div style={GRID}>
        {row.before === null ? (
          <>
            <NotSet />
            {whole(row.after!, ADDED)}
          </>
        ) : row.after === null ? (
          <>
            {whole(row.before, REMOVED)}
            <NotSet />
          </>
        ) : (
          lineDiff(row.before.text, row.after.text, !expanded).map(cellOf)
        )}
      </div>
    </td>
  );
}

/** A one-line value on each side: the old one marked removed, the new one added. */
function InlineCompare({ row, styles }: { row: FieldComparison; styles: Styles }) {
  const side = (value: FieldValue | null, mark: Mark) => (
    <td style={styles.cell}>
      {value === null ? (
        <NotSet />
      ) : (
        <span
          style={{
            ...(value.code ? styles.code : styles.text),
            ...(row.change === 'same' ? {} : { ...styles[mark], padding: '0 4px' }),
          }}
          data-change={row.change === 'same' ? undefined : mark}
        >
          {value.text}
        </span>
      )}
    </td>
  );
  return (
    <>
      {side(row.before, REMOVED)}
      {side(row.after, ADDED)}
    </>
  );
}

const isMultiLine = (row: FieldComparison) =>
  [row.before, row.after].some((value) => value?.text.includes('\n'));

/**
 * Two versions of an item as a person reads them: each field the editor shows (name, method,
 * path, parameters, bodies, responses, description; a model's schema; a document's text) beside
 * its other version, what was added, removed or changed marked, the unchanged fields hidden
 * until asked for. Internal fields (the folder's id, order) are not shown.
 */
export function VersionComparison({
  projectId,
  older,
  newer,
  leftLabel,
  rightLabel,
  height = 520,
}: VersionComparisonProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const labelOf = useFieldLabel();
  const words = useFieldWords(projectId, older, newer);
  const showSameId = useId();
  const [showSame, setShowSame] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => compareVersions(older, newer, words), [older, newer, words]);
  const changed = rows.filter((row) => row.change !== 'same');
  const shown = showSame ? rows : changed;

  return (
    <Flex vertical gap={8}>
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap>
        <Typography.Text type={SECONDARY}>
          {changed.length === 0
            ? t('design.history.diff.noChanges')
            : t('design.history.diff.changedCount', {
                fields: new Intl.NumberFormat(i18n.language).format(changed.length),
              })}
        </Typography.Text>
        <Flex gap={8} align={CENTER}>
          <Switch
            size={SMALL}
            checked={showSame}
            onChange={setShowSame}
            aria-labelledby={showSameId}
          />
          <Typography.Text id={showSameId}>
            {t('design.history.diff.showUnchanged')}
          </Typography.Text>
        </Flex>
      </Flex>
      <div data-testid={DESIGN_TEST_IDS.compare} style={{ maxHeight: height, overflow: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <colgroup>
            <col style={{ width: FIELD_COLUMN }} />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" style={styles.head}>
                {t('design.history.diff.field')}
              </th>
              <th scope="col" style={styles.head} data-testid={DESIGN_TEST_IDS.compareLeft}>
                {leftLabel}
              </th>
              <th scope="col" style={styles.head} data-testid={DESIGN_TEST_IDS.compareRight}>
                {rightLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} data-field={row.id} data-change={row.change}>
                <th scope="row" style={{ ...styles.cell, fontWeight: 'normal' }}>
                  <Flex vertical gap={4} align={START}>
                    <Typography.Text strong style={styles.text}>
                      {labelOf(row.label)}
                    </Typography.Text>
                    {row.change !== 'same' && (
                      <Tag color={TAG_COLOURS[row.change]}>
                        {t(`design.history.diff.${row.change}`)}
                      </Tag>
                    )}
                  </Flex>
                </th>
                {isMultiLine(row) ? (
                  <LineCompare
                    row={row}
                    styles={styles}
                    expanded={expanded.has(row.id)}
                    onExpand={() => setExpanded((ids) => new Set(ids).add(row.id))}
                  />
                ) : (
                  <InlineCompare row={row} styles={styles} />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Flex>
  );
}
