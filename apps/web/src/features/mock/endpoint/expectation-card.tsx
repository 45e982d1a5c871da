import { useId } from 'react';
import { Button, Card, Flex, Input, InputNumber, Switch, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { MOCK_DELAY_MAX_MS, type MockExpectation } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CodeField, type CodeLanguage } from '../../debug';
import { FieldMessage, invalidProps } from '../field-message';
import { mockTestIdOf } from '../test-ids';
import { ConditionRow } from './condition-row';
import { newCondition, newHeader } from './expectation-draft';
import { HeaderRows } from './header-rows';

const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
const OFF = 'off';
const CENTER = 'center';
const START = 'flex-start';
const SECONDARY = 'secondary';
const DANGER = 'danger';
const GROUP = 'group';
const NAME_MAX_LENGTH = 200;
const CONTENT_TYPE_MAX_LENGTH = 200;
const STATUS_MIN = 100;
const STATUS_MAX = 599;
const BODY_MIN_HEIGHT = 120;
const BODY_MAX_HEIGHT = '40vh';

export interface ExpectationCardProps {
  expectation: MockExpectation;
  /** 0-based place in the list. */
  index: number;
  count: number;
  readOnly: boolean;
  /** This expectation's translated problems, by path inside it (`conditions.0.value`). */
  problems: Map<string, string>;
  /** The changed expectation, and the path of what changed (its problems are cleared). */
  onChange: (next: MockExpectation, path: string) => void;
  onMove: (delta: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** The paths of an expectation's fields, as the server names them (and problems are kept). */
const FIELD = {
  enabled: 'enabled',
  name: 'name',
  conditions: 'conditions',
  status: 'response.status',
  contentType: 'response.contentType',
  delayMs: 'response.delayMs',
  headers: 'response.headers',
  body: 'response.body',
} as const;

/** The problems under `prefix`, with the prefix taken off their paths. */
function problemsUnder(problems: Map<string, string>, prefix: string): Map<string, string> {
  const under = new Map<string, string>();
  for (const [path, text] of problems) {
    if (path.startsWith(`${prefix}.`)) under.set(path.slice(prefix.length + 1), text);
  }
  return under;
}

/** The paths that show their problem beside their field; any other shows atop the card. */
const SHOWN_BESIDE =
  /^(conditions\.\d+\.(name|value)|response\.(status|contentType|delayMs|body|headers\.\d+\.(name|value)))$/;

/** The problems of one condition's fields. */
function conditionProblems(problems: Map<string, string>, index: number) {
  const under = problemsUnder(problems, `${FIELD.conditions}.${index}`);
  return { name: under.get('name'), value: under.get('value') };
}

function languageOf(contentType: string): CodeLanguage {
  return /[/+]json\b/i.test(contentType) ? 'json' : 'text';
}

/** One expectation: on or off, its name, the conditions it needs and the answer it gives. */
export function ExpectationCard({
  expectation,
  index,
  count,
  readOnly,
  problems,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: ExpectationCardProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const n = index + 1;
  const { response } = expectation;
  const set = (patch: Partial<MockExpectation>, path: string) =>
    onChange({ ...expectation, ...patch }, path);
  const setResponse = (patch: Partial<MockExpectation['response']>, path: string) =>
    set({ response: { ...response, ...patch } }, path);
  const setHeaders = (headers: MockExpectation['response']['headers'], path: string) =>
    setResponse({ headers }, path === '' ? FIELD.headers : `${FIELD.headers}.${path}`);
  const errorId = (path: string) => `${idPrefix}-${path.replaceAll('.', '-')}`;
  const fieldProps = (path: string) => invalidProps(errorId(path), problems.get(path));
  const fieldMessage = (path: string) => (
    <FieldMessage id={errorId(path)} message={problems.get(path)} />
  );
  const title = expectation.name.trim() || t('mock.expectations.untitled', { n });
  // Once each: two refused parts of the same list read as one line.
  const elsewhere = [
    ...new Set([...problems].filter(([path]) => !SHOWN_BESIDE.test(path)).map(([, text]) => text)),
  ];

  return (
    <Card
      size={SMALL}
      role={GROUP}
      aria-label={title}
      data-testid={mockTestIdOf.expectation(expectation.id)}
      style={expectation.enabled ? undefined : { opacity: 0.7 }}
      title={
        <Flex align={CENTER} gap={8}>
          <Switch
            size={SMALL}
            checked={expectation.enabled}
            disabled={readOnly}
            aria-label={t('mock.expectations.enabled', { n })}
            onChange={(enabled) => set({ enabled }, FIELD.enabled)}
            data-testid={mockTestIdOf.expectationEnabled(expectation.id)}
          />
          <Input
            value={expectation.name}
            maxLength={NAME_MAX_LENGTH}
            disabled={readOnly}
            autoComplete={OFF}
            placeholder={t('mock.expectations.untitled', { n })}
            aria-label={t('mock.expectations.name', { n })}
            onChange={(event) => set({ name: event.target.value }, FIELD.name)}
            style={{ maxWidth: 360 }}
          />
        </Flex>
      }
      extra={
        !readOnly && (
          <Flex gap={2}>
            <Tooltip title={t('mock.expectations.moveUp', { n })}>
              <Button
                size={SMALL}
                type={TEXT}
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('mock.expectations.moveUp', { n })}
                onClick={() => onMove(-1)}
                data-testid={mockTestIdOf.moveUp(expectation.id)}
              />
            </Tooltip>
            <Tooltip title={t('mock.expectations.moveDown', { n })}>
              <Button
                size={SMALL}
                type={TEXT}
                icon={<ArrowDownOutlined />}
                disabled={index === count - 1}
                aria-label={t('mock.expectations.moveDown', { n })}
                onClick={() => onMove(1)}
                data-testid={mockTestIdOf.moveDown(expectation.id)}
              />
            </Tooltip>
            <Tooltip title={t('mock.expectations.duplicate', { n })}>
              <Button
                size={SMALL}
                type={TEXT}
                icon={<CopyOutlined />}
                aria-label={t('mock.expectations.duplicate', { n })}
                onClick={onDuplicate}
                data-testid={mockTestIdOf.duplicate(expectation.id)}
              />
            </Tooltip>
            <Tooltip title={t('mock.expectations.remove', { n })}>
              <Button
                size={SMALL}
                type={TEXT}
                danger
                icon={<DeleteOutlined />}
                aria-label={t('mock.expectations.remove', { n })}
                onClick={onRemove}
                data-testid={mockTestIdOf.remove(expectation.id)}
              />
            </Tooltip>
          </Flex>
        )
      }
    >
      <Flex vertical gap={12}>
        {elsewhere.map((text) => (
          <Typography.Text key={text} type={DANGER}>
            {text}
          </Typography.Text>
        ))}
        <Flex vertical gap={6}>
          <Typography.Text strong>{t('mock.expectations.conditions')}</Typography.Text>
          {expectation.conditions.length === 0 && (
            <Typography.Text type={SECONDARY}>
              {t('mock.expectations.noConditions')}
            </Typography.Text>
          )}
          {expectation.conditions.map((condition, at) => (
            <ConditionRow
              // Conditions have no identity of their own; every field is controlled.
              key={at}
              condition={condition}
              number={at + 1}
              readOnly={readOnly}
              problems={conditionProblems(problems, at)}
              idPrefix={`${idPrefix}-condition-${at}`}
              onChange={(next, field) =>
                set(
                  {
                    conditions: expectation.conditions.map((other, i) => (i === at ? next : other)),
                  },
                  `${FIELD.conditions}.${at}.${field}`,
                )
              }
              onRemove={() =>
                set(
                  { conditions: expectation.conditions.filter((_, i) => i !== at) },
                  FIELD.conditions,
                )
              }
            />
          ))}
          {!readOnly && (
            <Button
              size={SMALL}
              type={DASHED}
              icon={<PlusOutlined />}
              onClick={() =>
                set({ conditions: [...expectation.conditions, newCondition()] }, FIELD.conditions)
              }
              style={{ alignSelf: START }}
              data-testid={mockTestIdOf.addCondition(expectation.id)}
            >
              {t('mock.expectations.addCondition')}
            </Button>
          )}
        </Flex>
        <Flex vertical gap={6}>
          <Typography.Text strong>{t('mock.expectations.response')}</Typography.Text>
          <Flex gap={12} wrap align={START}>
            <Flex vertical gap={2}>
              <Typography.Text type={SECONDARY}>{t('mock.expectations.status')}</Typography.Text>
              <InputNumber<number>
                value={response.status}
                min={STATUS_MIN}
                max={STATUS_MAX}
                precision={0}
                disabled={readOnly}
                aria-label={t('mock.expectations.statusOf', { n })}
                onChange={(status) => {
                  if (status !== null) setResponse({ status }, FIELD.status);
                }}
                style={{ width: 100 }}
                {...fieldProps(FIELD.status)}
              />
              {fieldMessage(FIELD.status)}
            </Flex>
            <Flex vertical gap={2} style={{ flex: '1 1 200px' }}>
              <Typography.Text type={SECONDARY}>
                {t('mock.expectations.contentType')}
              </Typography.Text>
              <Input
                value={response.contentType}
                maxLength={CONTENT_TYPE_MAX_LENGTH}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('mock.expectations.contentTypeOf', { n })}
                onChange={(event) =>
                  setResponse({ contentType: event.target.value }, FIELD.contentType)
                }
                {...fieldProps(FIELD.contentType)}
              />
              {fieldMessage(FIELD.contentType)}
            </Flex>
            <Flex vertical gap={2}>
              <Typography.Text type={SECONDARY}>{t('mock.expectations.delay')}</Typography.Text>
              <InputNumber<number>
                value={response.delayMs ?? null}
                min={0}
                max={MOCK_DELAY_MAX_MS}
                precision={0}
                disabled={readOnly}
                placeholder={t('mock.expectations.delayPlaceholder')}
                aria-label={t('mock.expectations.delayOf', { n })}
                onChange={(delayMs) =>
                  setResponse({ delayMs: delayMs ?? undefined }, FIELD.delayMs)
                }
                style={{ width: 140 }}
                {...fieldProps(FIELD.delayMs)}
              />
              {fieldMessage(FIELD.delayMs)}
            </Flex>
          </Flex>
          <Typography.Text type={SECONDARY}>{t('mock.expectations.headers')}</Typography.Text>
          <HeaderRows
            headers={response.headers}
            readOnly={readOnly}
            problems={problemsUnder(problems, FIELD.headers)}
            idPrefix={`${idPrefix}-header`}
            onChange={setHeaders}
          />
          {!readOnly && (
            <Button
              size={SMALL}
              type={DASHED}
              icon={<PlusOutlined />}
              onClick={() => setHeaders([...response.headers, newHeader()], '')}
              style={{ alignSelf: START }}
              data-testid={mockTestIdOf.addHeader(expectation.id)}
            >
              {t('mock.expectations.addHeader')}
            </Button>
          )}
          <Typography.Text type={SECONDARY}>{t('mock.expectations.body')}</Typography.Text>
          <CodeField
            value={response.body}
            language={languageOf(response.contentType)}
            readOnly={readOnly}
            onChange={(body) => setResponse({ body }, FIELD.body)}
            ariaLabel={t('mock.expectations.bodyOf', { n })}
            minHeight={BODY_MIN_HEIGHT}
            maxHeight={BODY_MAX_HEIGHT}
            data-testid={mockTestIdOf.expectationBody(expectation.id)}
          />
          {fieldMessage(FIELD.body)}
        </Flex>
      </Flex>
    </Card>
  );
}
