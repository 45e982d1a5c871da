import { Button, Flex, Input, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { MockHeader } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FieldMessage, invalidProps } from '../field-message';

const TEXT = 'text';
const OFF = 'off';
const START = 'flex-start';
const NAME_MAX_LENGTH = 200;
const VALUE_MAX_LENGTH = 8_000;

export interface HeaderRowsProps {
  headers: MockHeader[];
  readOnly: boolean;
  /** Translated problems by path inside the list (`0.name`, `1.value`). */
  problems: Map<string, string>;
  idPrefix: string;
  /** The new list, and the row index whose field changed (all rows after a removal). */
  onChange: (next: MockHeader[], path: string) => void;
}

/** The headers an expectation answers with; values are templates, like the body. */
export function HeaderRows({ headers, readOnly, problems, idPrefix, onChange }: HeaderRowsProps) {
  const { t } = useTranslation();
  const set = (index: number, field: keyof MockHeader, value: string) =>
    onChange(
      headers.map((header, at) => (at === index ? { ...header, [field]: value } : header)),
      `${index}.${field}`,
    );
  const setName = (index: number, value: string) => set(index, 'name', value);
  const setValue = (index: number, value: string) => set(index, 'value', value);
  return (
    <Flex vertical gap={6}>
      {headers.map((header, index) => {
        const n = index + 1;
        const nameProblem = problems.get(`${index}.name`);
        const valueProblem = problems.get(`${index}.value`);
        const nameError = `${idPrefix}-${index}-name`;
        const valueError = `${idPrefix}-${index}-value`;
        return (
          // Rows have no identity of their own; every field is controlled, so the position is
          // enough to keep each value in its row.
          <Flex key={index} gap={8} align={START}>
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Input
                value={header.name}
                maxLength={NAME_MAX_LENGTH}
                disabled={readOnly}
                autoComplete={OFF}
                placeholder={t('mock.expectations.headerNamePlaceholder')}
                aria-label={t('mock.expectations.headerName', { n })}
                onChange={(event) => setName(index, event.target.value)}
                {...invalidProps(nameError, nameProblem)}
              />
              <FieldMessage id={nameError} message={nameProblem} />
            </Flex>
            <Flex vertical gap={2} style={{ flex: 2, minWidth: 0 }}>
              <Input
                value={header.value}
                maxLength={VALUE_MAX_LENGTH}
                disabled={readOnly}
                autoComplete={OFF}
                aria-label={t('mock.expectations.headerValue', { n })}
                onChange={(event) => setValue(index, event.target.value)}
                {...invalidProps(valueError, valueProblem)}
              />
              <FieldMessage id={valueError} message={valueProblem} />
            </Flex>
            {!readOnly && (
              <Tooltip title={t('mock.expectations.removeHeader', { n })}>
                <Button
                  type={TEXT}
                  icon={<DeleteOutlined />}
                  aria-label={t('mock.expectations.removeHeader', { n })}
                  onClick={() =>
                    onChange(
                      headers.filter((_, at) => at !== index),
                      '',
                    )
                  }
                />
              </Tooltip>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
