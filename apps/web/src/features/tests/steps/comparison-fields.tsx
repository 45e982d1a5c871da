import { Input, Select } from 'antd';
import { COMPARATORS, VALUELESS_COMPARATORS, VALUE_TYPES, type Comparator } from '@heron/contract';
import { useTranslation } from 'react-i18next';

const OFF = 'off';

/** Whether a comparator compares with an expected value (`exists` needs none). */
export function takesValue(comparator: Comparator): boolean {
  return !VALUELESS_COMPARATORS.includes(comparator);
}

export function ComparatorSelect({
  value,
  disabled,
  ariaLabel,
  onChange,
  testId,
}: {
  value: Comparator;
  disabled: boolean;
  ariaLabel: string;
  onChange: (comparator: Comparator) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = COMPARATORS.map((comparator) => ({
    value: comparator,
    label: t(`tests.comparators.${comparator}`),
  }));
  return (
    <Select
      value={value}
      options={options}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={onChange}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/**
 * What a comparison expects: nothing for `exists` and `not-exists`, a JSON type for `is-type`,
 * else a text (`{{variables}}` allowed; a pattern for `matches`, a list for `in-list`).
 */
export function ExpectedValue({
  comparator,
  value,
  disabled,
  ariaLabel,
  onChange,
}: {
  comparator: Comparator;
  value: string;
  disabled: boolean;
  ariaLabel: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (!takesValue(comparator)) return null;
  if (comparator === 'is-type') {
    const known = (VALUE_TYPES as readonly string[]).includes(value);
    return (
      <Select
        value={known ? value : undefined}
        options={VALUE_TYPES.map((type) => ({ value: type, label: t(`tests.valueTypes.${type}`) }))}
        disabled={disabled}
        aria-label={ariaLabel}
        placeholder={t('tests.assertions.typePlaceholder')}
        onChange={onChange}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Input
      value={value}
      disabled={disabled}
      autoComplete={OFF}
      aria-label={ariaLabel}
      placeholder={t(
        comparator === 'matches'
          ? 'tests.assertions.patternPlaceholder'
          : comparator === 'in-list'
            ? 'tests.assertions.listPlaceholder'
            : 'tests.assertions.valuePlaceholder',
      )}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
