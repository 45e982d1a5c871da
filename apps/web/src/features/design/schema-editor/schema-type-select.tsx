import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { Select, Tag, Typography } from 'antd';
import type { JsonSchema } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import {
  COMPOSITION_KEYWORDS,
  MODEL_CHOICE_PREFIX,
  SCHEMA_TYPES,
  applyChoice,
  choiceOf,
  describeNode,
  isNullable,
  type TypeChoice,
} from './schema-types';
import { isSchemaObject, ownValue } from './schema-path';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

const SMALL = 'small';
const SECONDARY = 'secondary';
const REF_COLOUR = ACCENT_TAG_COLOUR;
const SELECT_WIDTH = 150;
const POPUP_WIDTH = 240;
const FILTER_PROP = 'label';
const TYPE_SEPARATOR = ' | ';

/** How a node's type reads in one line: `string`, `string | integer`, `Pet`, `oneOf` … */
export function useTypeLabel(): (node: JsonSchema) => string {
  const { t } = useTranslation();
  return useCallback((node: JsonSchema) => typeLabelOf(node, t), [t]);
}

function typeLabelOf(node: JsonSchema, t: TFunction): string {
  const info = describeNode(node);
  switch (info.kind) {
    case 'any':
      return t('design.schema.type.any');
    case 'never':
      return t('design.schema.type.never');
    case 'ref':
      return info.model ?? info.ref;
    case 'composition':
      return info.keyword;
    case 'types':
      return info.types.join(TYPE_SEPARATOR);
  }
}

export interface SchemaTypeSelectProps {
  node: JsonSchema;
  models: readonly string[];
  readOnly: boolean;
  ariaLabel: string;
  onChange(next: JsonSchema): void;
}

/**
 * The type column: JSON Schema types, compositions and the project's models in one picker, as
 * in Apifox. A reference shows the model's name and is not opened in place.
 */
export function SchemaTypeSelect({
  node,
  models,
  readOnly,
  ariaLabel,
  onChange,
}: SchemaTypeSelectProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const choice = choiceOf(node);
  const info = describeNode(node);
  const format = isSchemaObject(node) ? ownValue(node, 'format') : undefined;

  const options = useMemo(() => {
    const groups = [
      {
        label: t('design.schema.typeGroup.types'),
        options: [...SCHEMA_TYPES, 'any'].map((type) => ({
          value: type,
          label: type === 'any' ? t('design.schema.type.any') : type,
        })),
      },
      {
        label: t('design.schema.typeGroup.composition'),
        options: COMPOSITION_KEYWORDS.map((keyword) => ({ value: keyword, label: keyword })),
      },
      {
        label: t('design.schema.typeGroup.models'),
        options: models.map((name) => ({ value: MODEL_CHOICE_PREFIX + name, label: name })),
      },
    ];
    const known = groups.some((group) => group.options.some((option) => option.value === choice));
    // A value the lists lack (several types, a reference outside the models, `false`) still shows.
    if (!known) {
      groups.unshift({
        label: t('design.schema.typeGroup.current'),
        options: [{ value: choice, label: typeLabel(node) }],
      });
    }
    return groups;
  }, [t, models, choice, node, typeLabel]);

  const extras = (
    <>
      {typeof format === 'string' && <Typography.Text type={SECONDARY}>{format}</Typography.Text>}
      {isNullable(node) && <Tag>{t('design.schema.nullableTag')}</Tag>}
    </>
  );

  if (readOnly) {
    return (
      <span>
        {info.kind === 'ref' ? (
          <Tag color={REF_COLOUR} title={info.ref}>
            {typeLabel(node)}
          </Tag>
        ) : (
          <Typography.Text code>{typeLabel(node)}</Typography.Text>
        )}{' '}
        {extras}
      </span>
    );
  }

  return (
    <span>
      <Select<TypeChoice>
        size={SMALL}
        value={choice}
        options={options}
        aria-label={ariaLabel}
        title={info.kind === 'ref' ? info.ref : undefined}
        showSearch={{ optionFilterProp: FILTER_PROP }}
        popupMatchSelectWidth={POPUP_WIDTH}
        style={{ width: SELECT_WIDTH }}
        onChange={(next) => onChange(applyChoice(node, next))}
      />{' '}
      {extras}
    </span>
  );
}
