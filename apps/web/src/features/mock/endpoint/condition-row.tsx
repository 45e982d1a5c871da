import { Button, Flex, Input, Select, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  MOCK_CONDITION_OPERATORS,
  MOCK_CONDITION_SOURCES,
  MOCK_REGEX_MAX_LENGTH,
  type MockCondition,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FieldMessage, invalidProps } from '../field-message';
import { takesValue } from './expectation-draft';

const TEXT = 'text';
const OFF = 'off';
const START = 'flex-start';
const NAME_MAX_LENGTH = 500;
const VALUE_MAX_LENGTH = 10_000;

export interface ConditionRowProps {
  condition: MockCondition;
  /** 1-based, for the fields' names. */
  number: number;
  readOnly: boolean;
  /** The translated problems of this condition's fields, by field (`name`, `value`). */
  problems: Partial<Record<'name' | 'value', string>>;
  /** The id prefix the row's error messages take. */
  idPrefix: string;
  onChange: (next: MockCondition, field: keyof MockCondition) => void;
  onRemove: () => void;
}

/** One condition: where the value is read, its name, how it compares, and with what. */
export function ConditionRow({
  condition,
  number,
  readOnly,
  problems,
  idPrefix,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const { t } = useTranslation();
  const sourceOptions = MOCK_CONDITION_SOURCES.map((value) => ({
    value,
    label: t(`mock.source.${value}`),
  }));
  const operatorOptions = MOCK_CONDITION_OPERATORS.map((value) => ({
    value,
    label: t(`mock.operator.${value}`),
  }));
  const hasValue = takesValue(condition.operator);
  const isRegex = condition.operator === 'regex' || condition.operator === 'notRegex';
  const nameError = `${idPrefix}-name`;
  const set = <K extends keyof MockCondition>(field: K, value: MockCondition[K]) =>
    onChange({ ...condition, [field]: value }, field);
  const setSource = (source: MockCondition['source']) => set('source', source);
  const setName = (name: string) => set('name', name);
  const setOperator = (operator: MockCondition['operator']) => set('operator', operator);
  const setValue = (value: string) => set('value', value);
  const valueError = `${idPrefix}-value`;
  return (
    <Flex gap={8} align={START} wrap>
      <Select
        value={condition.source}
        options={sourceOptions}
        disabled={readOnly}
        aria-label={t('mock.expectations.conditionSource', { n: number })}
        onChange={setSource}
        style={{ width: 150 }}
      />
      <Flex vertical gap={2} style={{ flex: '1 1 140px', minWidth: 120 }}>
        <Input
          value={condition.name}
          maxLength={NAME_MAX_LENGTH}
          disabled={readOnly}
          autoComplete={OFF}
          placeholder={t(`mock.expectations.namePlaceholder.${condition.source}`)}
          aria-label={t('mock.expectations.conditionName', { n: number })}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps(nameError, problems.name)}
        />
        <FieldMessage id={nameError} message={problems.name} />
      </Flex>
      <Select
        value={condition.operator}
        options={operatorOptions}
        disabled={readOnly}
        aria-label={t('mock.expectations.conditionOperator', { n: number })}
        onChange={setOperator}
        style={{ width: 190 }}
      />
      {hasValue && (
        <Flex vertical gap={2} style={{ flex: '2 1 180px', minWidth: 140 }}>
          <Input
            value={condition.value}
            maxLength={isRegex ? MOCK_REGEX_MAX_LENGTH : VALUE_MAX_LENGTH}
            disabled={readOnly}
            autoComplete={OFF}
            placeholder={
              isRegex
                ? t('mock.expectations.regexPlaceholder')
                : t('mock.expectations.valuePlaceholder')
            }
            aria-label={t('mock.expectations.conditionValue', { n: number })}
            onChange={(event) => setValue(event.target.value)}
            {...invalidProps(valueError, problems.value)}
          />
          <FieldMessage id={valueError} message={problems.value} />
        </Flex>
      )}
      {!readOnly && (
        <Tooltip title={t('mock.expectations.removeCondition', { n: number })}>
          <Button
            type={TEXT}
            icon={<DeleteOutlined />}
            aria-label={t('mock.expectations.removeCondition', { n: number })}
            onClick={onRemove}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
