import type { ReactNode } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Divider,
  Drawer,
  Form,
  Select,
  Space,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { JsonSchema } from '@heron/contract';
import type { TFunction } from 'i18next';
import { modelRef } from '@heron/engine/model';
import { useTranslation } from 'react-i18next';
import { DiscriminatorEditor } from './discriminator-editor';
import { LiteralInput } from './literal-input';
import { LiteralListEditor } from './literal-list-editor';
import { nodeProblems, type NodeProblem } from './schema-checks';
import { isSchemaObject, ownValue, withKey, type SchemaObject } from './schema-path';
import { asObject } from './schema-tree';
import {
  FORMATS,
  NEW_NODE,
  SCHEMA_TYPES,
  VISUAL_KEYWORDS,
  canToggleNullable,
  compositionKeywordOf,
  describeNode,
  isNullable,
  setNullable,
  setRef,
  setTypes,
  valueTypes,
  type SchemaType,
} from './schema-types';
import { CustomField, NumberField, SwitchField, TextField } from './settings-fields';
import { TEST_IDS } from './test-ids';

const VERTICAL = 'vertical';
const DRAWER_SIZE = 480;
const MULTIPLE = 'multiple';
const DASHED = 'dashed';
const SMALL = 'small';
const SECONDARY = 'secondary';
const INFO = 'info';
const LEFT = 'left';
const FILTER_PROP = 'label';
const FULL_WIDTH = { width: '100%' } as const;
const NON_NULL_TYPES = SCHEMA_TYPES.filter((type) => type !== 'null');
const ADDITIONAL_CHOICES = ['unset', 'allowed', 'forbidden', 'schema'] as const;
type AdditionalChoice = (typeof ADDITIONAL_CHOICES)[number];
const ADDITIONAL_VALUES: Record<AdditionalChoice, unknown> = {
  unset: undefined,
  allowed: true,
  forbidden: false,
  schema: NEW_NODE,
};

const FLAGS = ['deprecated', 'readOnly', 'writeOnly'] as const;
/** The number fields of each group of types, in the order shown. */
const NUMBER_FIELDS = {
  numeric: [
    { key: 'minimum', isCount: false },
    { key: 'maximum', isCount: false },
    { key: 'exclusiveMinimum', isCount: false },
    { key: 'exclusiveMaximum', isCount: false },
    { key: 'multipleOf', isCount: false },
  ],
  string: [
    { key: 'minLength', isCount: true },
    { key: 'maxLength', isCount: true },
  ],
  array: [
    { key: 'minItems', isCount: true },
    { key: 'maxItems', isCount: true },
  ],
  object: [
    { key: 'minProperties', isCount: true },
    { key: 'maxProperties', isCount: true },
  ],
} as const;
type NumberGroup = keyof typeof NUMBER_FIELDS;
const KEYS = {
  title: 'title',
  description: 'description',
  format: 'format',
  enum: 'enum',
  const: 'const',
  default: 'default',
  examples: 'examples',
  pattern: 'pattern',
  uniqueItems: 'uniqueItems',
  additionalProperties: 'additionalProperties',
} as const;

export interface SchemaNodeSettingsProps {
  node: JsonSchema;
  /** The row's name, for the title. */
  label: string;
  models: readonly string[];
  readOnly: boolean;
  onChange(next: JsonSchema): void;
  onClose(): void;
}

function additionalChoiceOf(value: unknown): AdditionalChoice {
  if (value === true) return 'allowed';
  if (value === false) return 'forbidden';
  return isSchemaObject(value) ? 'schema' : 'unset';
}

/**
 * Everything about one node that does not fit its row: annotations, values, the constraints of
 * its types, composition and discriminator. A drawer rather than a popover: it is long, and it
 * stays open while the schema changes underneath.
 */
export function SchemaNodeSettings({
  node,
  label,
  models,
  readOnly,
  onChange,
  onClose,
}: SchemaNodeSettingsProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      title={t('design.schema.settings.title', { name: label })}
      size={DRAWER_SIZE}
      onClose={onClose}
      data-testid={TEST_IDS.settings}
    >
      {isSchemaObject(node) ? (
        <Form layout={VERTICAL} disabled={readOnly}>
          <NodeSettingsForm node={node} models={models} readOnly={readOnly} onChange={onChange} />
        </Form>
      ) : (
        <Alert
          type={INFO}
          showIcon
          title={t(
            node ? 'design.schema.settings.trueSchema' : 'design.schema.settings.falseSchema',
          )}
        />
      )}
    </Drawer>
  );
}

function problemText(problem: NodeProblem | undefined, t: TFunction): string | undefined {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'badPattern':
      return t('design.schema.problems.badPattern');
    case 'minAboveMax':
      return t('design.schema.problems.minAboveMax', { max: problem.max });
    case 'notPositive':
      return t('design.schema.problems.notPositive');
  }
}

interface FormProps {
  node: SchemaObject;
  models: readonly string[];
  readOnly: boolean;
  onChange(next: JsonSchema): void;
}

function NodeSettingsForm({ node, models, readOnly, onChange }: FormProps) {
  const { t } = useTranslation();
  const info = describeNode(node);
  const types: SchemaType[] = info.kind === 'types' ? info.types : [];
  const problems = nodeProblems(node);
  const problemOf = (keyword: string) =>
    problemText(
      problems.find((p) => p.keyword === keyword),
      t,
    );
  const setter = (key: string) => (value: unknown) => onChange(withKey(asObject(node), key, value));
  const flagSetter = (key: string) => (on: boolean) =>
    onChange(withKey(node, key, on || undefined));
  const isFlag = (key: string) => ownValue(node, key) === true;
  const listOf = (key: string) => {
    const value = ownValue(node, key);
    return Array.isArray(value) ? value : undefined;
  };
  const format = ownValue(node, KEYS.format);
  const formats = [...new Set(types.flatMap((type) => FORMATS[type] ?? []))];
  const numberGroups: NumberGroup[] = [
    ...(types.includes('integer') || types.includes('number') ? (['numeric'] as const) : []),
    ...(types.includes('string') ? (['string'] as const) : []),
    ...(types.includes('array') ? (['array'] as const) : []),
    ...(types.includes('object') ? (['object'] as const) : []),
  ];
  const composition = compositionKeywordOf(node);
  const variants = composition ? (node[composition] as unknown[]) : [];
  const others = Object.keys(node).filter((key) => !VISUAL_KEYWORDS.has(key));
  const showsValues = info.kind === 'types' || info.kind === 'any';
  const literalTypes = valueTypes(node);
  const additional = additionalChoiceOf(ownValue(node, KEYS.additionalProperties));

  const numberFields = (group: NumberGroup): ReactNode =>
    NUMBER_FIELDS[group].map(({ key, isCount }) => (
      <NumberField
        key={key}
        label={t(`design.schema.settings.${key}`)}
        isCount={isCount}
        value={ownValue(node, key)}
        error={problemOf(key)}
        onChange={setter(key)}
      />
    ));

  const groupFields: Partial<Record<NumberGroup, ReactNode>> = Object.fromEntries(
    numberGroups.map((group) => [group, numberFields(group)]),
  );

  return (
    <>
      <TextField
        label={t('design.schema.settings.titleField')}
        value={ownValue(node, KEYS.title)}
        onChange={setter(KEYS.title)}
      />
      <TextField
        label={t('design.schema.settings.description')}
        value={ownValue(node, KEYS.description)}
        isMultiline
        onChange={setter(KEYS.description)}
      />
      {info.kind === 'types' && types[0] !== 'null' && (
        <CustomField
          label={t('design.schema.settings.types')}
          help={t('design.schema.settings.typesHelp')}
        >
          {(id) => (
            <Select<SchemaType[]>
              id={id}
              mode={MULTIPLE}
              value={types}
              options={NON_NULL_TYPES.map((type) => ({ value: type, label: type }))}
              onChange={(next) => next.length > 0 && onChange(setTypes(node, next, info.nullable))}
            />
          )}
        </CustomField>
      )}
      {info.kind === 'ref' && (
        <CustomField
          label={t('design.schema.settings.model')}
          help={info.model === null ? info.ref : undefined}
        >
          {(id) => (
            <Select<string>
              id={id}
              value={info.model ?? info.ref}
              showSearch={{ optionFilterProp: FILTER_PROP }}
              options={models.map((name) => ({ value: name, label: name }))}
              onChange={(name) => onChange(setRef(node, modelRef(name)))}
            />
          )}
        </CustomField>
      )}
      <SwitchField
        label={t('design.schema.settings.nullable')}
        help={info.kind === 'ref' ? t('design.schema.settings.nullableRefHelp') : undefined}
        value={isNullable(node)}
        disabled={!canToggleNullable(node)}
        onChange={(on) => onChange(setNullable(node, on))}
      />
      <Space size={24} wrap>
        {FLAGS.map((key) => (
          <SwitchField
            key={key}
            label={t(`design.schema.settings.${key}`)}
            value={isFlag(key)}
            onChange={flagSetter(key)}
          />
        ))}
      </Space>

      {showsValues && (
        <>
          <Divider titlePlacement={LEFT}>{t('design.schema.settings.values')}</Divider>
          {formats.length > 0 && (
            <CustomField label={t('design.schema.settings.format')}>
              {(id) => (
                <AutoComplete
                  id={id}
                  value={typeof format === 'string' ? format : ''}
                  options={formats.map((value) => ({ value }))}
                  allowClear
                  onChange={(value: string | undefined) =>
                    setter(KEYS.format)(value ? value : undefined)
                  }
                />
              )}
            </CustomField>
          )}
          <CustomField label={t('design.schema.settings.enum')} testId={TEST_IDS.settingsEnum}>
            {() => (
              <LiteralListEditor
                values={listOf(KEYS.enum)}
                types={literalTypes}
                readOnly={readOnly}
                isUnique
                itemLabel={(number) => t('design.schema.settings.enumValue', { number })}
                addLabel={t('design.schema.settings.addEnumValue')}
                onChange={setter(KEYS.enum)}
              />
            )}
          </CustomField>
          {([KEYS.const, KEYS.default] as const).map((key) => (
            <CustomField key={key} label={t(`design.schema.settings.${key}`)}>
              {() => (
                <LiteralInput
                  value={ownValue(node, key)}
                  types={literalTypes}
                  isOptional
                  readOnly={readOnly}
                  ariaLabel={t(`design.schema.settings.${key}`)}
                  placeholder={t('design.schema.settings.notSet')}
                  onChange={setter(key)}
                />
              )}
            </CustomField>
          ))}
          <CustomField label={t('design.schema.settings.examples')}>
            {() => (
              <LiteralListEditor
                values={listOf(KEYS.examples)}
                types={literalTypes}
                readOnly={readOnly}
                itemLabel={(number) => t('design.schema.settings.exampleValue', { number })}
                addLabel={t('design.schema.settings.addExample')}
                onChange={setter(KEYS.examples)}
              />
            )}
          </CustomField>
        </>
      )}

      {numberGroups.length > 0 && (
        <Divider titlePlacement={LEFT}>{t('design.schema.settings.constraints')}</Divider>
      )}
      {groupFields.numeric}
      {groupFields.string && (
        <>
          {groupFields.string}
          <TextField
            label={t('design.schema.settings.pattern')}
            value={ownValue(node, KEYS.pattern)}
            error={problemOf(KEYS.pattern)}
            help={t('design.schema.settings.patternHelp')}
            testId={TEST_IDS.settingsPattern}
            onChange={setter(KEYS.pattern)}
          />
        </>
      )}
      {groupFields.array && (
        <>
          {groupFields.array}
          <SwitchField
            label={t('design.schema.settings.uniqueItems')}
            value={isFlag(KEYS.uniqueItems)}
            onChange={flagSetter(KEYS.uniqueItems)}
          />
        </>
      )}
      {groupFields.object && (
        <>
          {groupFields.object}
          <CustomField
            label={t('design.schema.settings.additionalProperties')}
            help={t('design.schema.settings.additionalPropertiesHelp')}
          >
            {(id) => (
              <Select<AdditionalChoice>
                id={id}
                value={additional}
                options={ADDITIONAL_CHOICES.map((choice) => ({
                  value: choice,
                  label: t(`design.schema.settings.additional.${choice}`),
                }))}
                onChange={(choice) =>
                  choice !== additional &&
                  setter(KEYS.additionalProperties)(ADDITIONAL_VALUES[choice])
                }
              />
            )}
          </CustomField>
        </>
      )}

      {composition && (
        <>
          <Divider titlePlacement={LEFT}>
            {t('design.schema.settings.composition', { keyword: composition })}
          </Divider>
          <Space orientation={VERTICAL} style={FULL_WIDTH}>
            <Typography.Text type={SECONDARY}>
              {t('design.schema.settings.variantCount', { count: variants.length })}
            </Typography.Text>
            {!readOnly && (
              <Button
                type={DASHED}
                size={SMALL}
                icon={<PlusOutlined />}
                onClick={() => setter(composition)([...variants, NEW_NODE])}
              >
                {t('design.schema.settings.addVariant')}
              </Button>
            )}
            <DiscriminatorEditor
              node={node}
              variants={variants}
              models={models}
              readOnly={readOnly}
              onChange={onChange}
            />
          </Space>
        </>
      )}

      {others.length > 0 && (
        <>
          <Divider titlePlacement={LEFT}>{t('design.schema.settings.otherKeywords')}</Divider>
          <Typography.Paragraph type={SECONDARY}>
            {t('design.schema.settings.otherKeywordsHelp')}
          </Typography.Paragraph>
          <Space wrap data-testid={TEST_IDS.settingsOther}>
            {others.map((key) => (
              <Typography.Text key={key} code>
                {key}
              </Typography.Text>
            ))}
          </Space>
        </>
      )}
    </>
  );
}
