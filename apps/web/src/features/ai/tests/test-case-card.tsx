import { Button, Card, Descriptions, Flex, Input, Tag, Typography } from 'antd';
import {
  VALUELESS_COMPARATORS,
  type AiProposal,
  type AssertionSource,
  type Comparator,
} from '@heron/contract';
import type { GeneratedCase, TestCaseCategory } from '@heron/engine';
import { useTranslation } from 'react-i18next';
import { aiTestIdOf } from '../test-ids';

const SMALL = 'small';
const LINK = 'link';
const DANGER = 'danger';
const ERROR = 'error';
const ALERT = 'alert';
const SECONDARY = 'secondary';
const CENTER = 'center';
const WARNING = 'warning';
const EQUALS = ' = ';
const INDENT = 2;
const PRE_STYLE = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;
const CATEGORY_COLOURS: Record<TestCaseCategory, string> = {
  positive: 'green',
  negative: 'orange',
  boundary: 'gold',
  security: 'red',
};

export interface TestCaseCardProps {
  proposal: AiProposal;
  /** The proposal's value read as a case; null when it is not one. */
  generated: GeneratedCase | null;
  /** The name being written; undefined: not being edited. */
  name: string | undefined;
  onNameChange: (name: string | undefined) => void;
  onAccept: () => void;
  onReject: () => void;
  /** While a decision is being sent. */
  isBusy: boolean;
}

/**
 * One generated case: its name and category, why it is there, what it changes in the request
 * the design makes, and what it expects of the answer; accept (as is or renamed) or reject.
 */
export function TestCaseCard({
  proposal,
  generated,
  name,
  onNameChange,
  onAccept,
  onReject,
  isBusy,
}: TestCaseCardProps) {
  const { t } = useTranslation();
  const { id } = proposal;
  const isEditing = name !== undefined;
  const isNameEmpty = isEditing && name.trim() === '';
  const title = generated?.name ?? proposal.label;
  return (
    <Card
      size={SMALL}
      data-testid={aiTestIdOf.testCase(id)}
      title={
        <Flex align={CENTER} gap={8} style={{ minWidth: 0 }}>
          {generated && (
            <Tag color={CATEGORY_COLOURS[generated.category]}>
              {t(`ai.tests.categories.${generated.category}`)}
            </Tag>
          )}
          <Typography.Text strong style={{ whiteSpace: 'normal' }}>
            {title}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Button
            size={SMALL}
            type={LINK}
            disabled={isBusy || generated === null}
            onClick={() => onNameChange(isEditing ? undefined : title)}
            data-testid={aiTestIdOf.testCaseEdit(id)}
          >
            {isEditing ? t('ai.review.undoEdit') : t('ai.tests.review.rename')}
          </Button>
          <Button
            size={SMALL}
            disabled={isBusy || isNameEmpty}
            onClick={onAccept}
            data-testid={aiTestIdOf.testCaseAccept(id)}
          >
            {t('ai.review.accept')}
          </Button>
          <Button
            size={SMALL}
            danger
            disabled={isBusy}
            onClick={onReject}
            data-testid={aiTestIdOf.testCaseReject(id)}
          >
            {t('ai.review.reject')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        {isEditing && (
          <div>
            <Input
              value={name}
              onChange={(event) => onNameChange(event.target.value)}
              status={isNameEmpty ? ERROR : undefined}
              aria-label={t('ai.tests.review.nameOf', { name: title })}
              aria-invalid={isNameEmpty}
              maxLength={200}
              data-testid={aiTestIdOf.testCaseName(id)}
            />
            {isNameEmpty && (
              <Typography.Text type={DANGER} role={ALERT}>
                {t('ai.tests.review.emptyName')}
              </Typography.Text>
            )}
          </div>
        )}
        {generated ? (
          <CaseDetails generated={generated} />
        ) : (
          <pre style={PRE_STYLE}>
            <code>{JSON.stringify(proposal.value, null, INDENT)}</code>
          </pre>
        )}
      </Flex>
    </Card>
  );
}

/** What a case sends and expects, in the scenario editor's words. */
function CaseDetails({ generated }: { generated: GeneratedCase }) {
  const { t } = useTranslation();
  const changes = [
    ...pairRows('pathParams', t('ai.tests.case.pathParams'), generated.pathParams),
    ...pairRows('query', t('ai.tests.case.query'), generated.query),
    ...pairRows('headers', t('ai.tests.case.headers'), generated.headers),
  ];
  if (generated.body !== '') {
    changes.push({
      key: 'body',
      label: t('ai.tests.case.body'),
      children:
        generated.body === 'null' ? (
          <Typography.Text type={SECONDARY}>{t('ai.tests.case.noBody')}</Typography.Text>
        ) : (
          <pre style={PRE_STYLE}>
            <code>{prettyJson(generated.body)}</code>
          </pre>
        ),
    });
  }
  return (
    <Flex vertical gap={8}>
      {generated.why && (
        <Typography.Paragraph style={{ margin: 0 }}>{generated.why}</Typography.Paragraph>
      )}
      {generated.omitAuth && (
        <div>
          <Tag color={WARNING}>{t('ai.tests.case.omitAuth')}</Tag>
        </div>
      )}
      {changes.length > 0 ? (
        <Descriptions size={SMALL} column={1} items={changes} />
      ) : (
        <Typography.Text type={SECONDARY}>{t('ai.tests.case.asDesigned')}</Typography.Text>
      )}
      <div>
        <Typography.Text strong>{t('tests.assertions.title')}</Typography.Text>
        {generated.assertions.length === 0 ? (
          <div>
            <Typography.Text type={SECONDARY}>{t('tests.assertions.empty')}</Typography.Text>
          </div>
        ) : (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {generated.assertions.map((assertion, index) => (
              <li key={index}>
                <AssertionWords assertion={assertion} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Flex>
  );
}

/** A row of name = value pairs a case sets; none when it sets none. */
function pairRows(key: string, label: string, pairs: GeneratedCase['query']) {
  if (pairs.length === 0) return [];
  return [
    {
      key,
      label,
      children: (
        <Flex vertical>
          {pairs.map((pair, index) => (
            <Typography.Text key={index} code>
              {pair.name}
              {EQUALS}
              {pair.value}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];
}

/** An assertion in the scenario editor's words: what it checks, where, how and against what. */
function AssertionWords({ assertion }: { assertion: GeneratedCase['assertions'][number] }) {
  const { t } = useTranslation();
  // The server keeps only the sources and comparators the scenario editor knows.
  const source = assertion.source as AssertionSource;
  const comparator = assertion.comparator as Comparator;
  const hasValue = !VALUELESS_COMPARATORS.includes(comparator);
  return (
    <Flex gap={6} wrap align={CENTER}>
      <span>{t(`tests.assertions.sources.${source}`)}</span>
      {assertion.path !== '' && <Typography.Text code>{assertion.path}</Typography.Text>}
      <span>{t(`tests.comparators.${comparator}`)}</span>
      {hasValue && <Typography.Text code>{assertion.value}</Typography.Text>}
    </Flex>
  );
}

/** A case's JSON body, indented to read; as written when it cannot be read. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text) as unknown, null, INDENT);
  } catch {
    return text;
  }
}
