import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LiteralInput } from './literal-input';
import type { SchemaType } from './schema-types';

const DASHED = 'dashed';
const TEXT = 'text';
const WARNING = 'warning';
const SMALL = 'small';
const START = 'start';

/** What a new entry starts as, so it already fits the node's type. */
export function initialLiteral(
  types: readonly SchemaType[],
  existing: readonly unknown[],
): unknown {
  const [first] = types.filter((type) => type !== 'null');
  switch (first) {
    case 'integer':
    case 'number': {
      let next = existing.length;
      while (existing.includes(next)) next += 1;
      return next;
    }
    case 'boolean':
      return !existing.includes(true);
    case 'object':
      return {};
    case 'array':
      return [];
    case undefined:
      return types.includes('null') ? null : '';
    default:
      return '';
  }
}

export interface LiteralListEditorProps {
  /** undefined: the keyword is absent. */
  values: readonly unknown[] | undefined;
  types: readonly SchemaType[];
  /** An emptied list gives undefined (the keyword goes away). */
  onChange(values: unknown[] | undefined): void;
  readOnly: boolean;
  /** Names one entry for screen readers, e.g. "Enum value 2". */
  itemLabel(number: number): string;
  addLabel: string;
  /** Repeated values are flagged (an enum lists each value once). */
  isUnique?: boolean;
}

/** A list of values (enum, examples): one field per value, add and remove. */
export function LiteralListEditor({
  values = [],
  types,
  onChange,
  readOnly,
  itemLabel,
  addLabel,
  isUnique = false,
}: LiteralListEditorProps) {
  const { t } = useTranslation();
  const texts = values.map((value) => JSON.stringify(value));
  const update = (index: number, value: unknown) =>
    onChange(values.map((old, i) => (i === index ? value : old)));
  const remove = (index: number) => {
    const next = values.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <Flex vertical gap={4}>
      {values.map((value, index) => (
        // Index keys: each field follows its value prop, so a removal just shifts the texts.
        <Flex key={index} gap={4} align={START}>
          <div style={{ flex: 1 }}>
            <LiteralInput
              value={value}
              types={types}
              readOnly={readOnly}
              ariaLabel={itemLabel(index + 1)}
              onChange={(next) => update(index, next)}
            />
            {isUnique && texts.indexOf(texts[index]!) !== index && (
              <Typography.Text type={WARNING}>{t('design.schema.duplicateValue')}</Typography.Text>
            )}
          </div>
          {!readOnly && (
            <Button
              type={TEXT}
              size={SMALL}
              icon={<DeleteOutlined />}
              aria-label={t('design.schema.removeValue', { name: itemLabel(index + 1) })}
              onClick={() => remove(index)}
            />
          )}
        </Flex>
      ))}
      {!readOnly && (
        <Button
          type={DASHED}
          size={SMALL}
          icon={<PlusOutlined />}
          onClick={() => onChange([...values, initialLiteral(types, values)])}
        >
          {addLabel}
        </Button>
      )}
    </Flex>
  );
}
