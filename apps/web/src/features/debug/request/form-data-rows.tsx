import { Flex, Select } from 'antd';
import type { FormDataField } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker';
import { AddRowButton, RemoveRowButton, RowDescription, RowEnabled, RowsHeader } from './row-parts';
import { TemplateInput } from './template-input';

const FIELD_TYPES = ['text', 'file'] as const;
const newTextField = (): FormDataField => ({
  type: 'text',
  key: '',
  value: '',
  enabled: true,
  description: '',
});

// One more column than the other row lists: the field's type.
const GRID = {
  display: 'grid',
  gridTemplateColumns: '24px minmax(0, 1fr) 84px minmax(0, 1.4fr) minmax(0, 1fr) 32px',
  gap: 6,
  alignItems: 'center',
} as const;

export interface FormDataRowsProps {
  fields: readonly FormDataField[];
  onChange: (fields: FormDataField[]) => void;
  'data-testid'?: string;
}

/** The fields of a multipart body: text fields and file fields. */
export function FormDataRows({ fields, onChange, 'data-testid': testId }: FormDataRowsProps) {
  const { t } = useTranslation();
  const replace = (index: number, next: FormDataField) =>
    onChange(fields.map((field, i) => (i === index ? next : field)));
  const typeOptions = FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`debug.request.body.fieldType.${type}`),
  }));

  return (
    <Flex vertical gap={6} data-testid={testId}>
      <RowsHeader grid={GRID} typeTitle={t('debug.request.body.fieldType.header')} />
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <div key={index} style={GRID}>
            <RowEnabled
              n={n}
              checked={field.enabled}
              onChange={(enabled) => replace(index, { ...field, enabled })}
            />
            <TemplateInput
              value={field.key}
              where={`body/fields/${index}/key`}
              aria-label={t('debug.request.rows.key', { n })}
              placeholder={t('debug.request.rows.keyHeader')}
              onChange={(key) => replace(index, { ...field, key })}
            />
            <Select
              value={field.type}
              options={typeOptions}
              aria-label={t('debug.request.body.fieldType.label', { n })}
              onChange={(type) =>
                replace(
                  index,
                  type === 'file'
                    ? {
                        type,
                        key: field.key,
                        enabled: field.enabled,
                        description: field.description ?? '',
                        file: null,
                      }
                    : {
                        type,
                        key: field.key,
                        enabled: field.enabled,
                        description: field.description ?? '',
                        value: '',
                      },
                )
              }
            />
            {field.type === 'text' ? (
              <TemplateInput
                value={field.value}
                where={`body/fields/${index}/value`}
                aria-label={t('debug.request.rows.value', { n })}
                placeholder={t('debug.request.rows.valueHeader')}
                onChange={(value) => replace(index, { ...field, value })}
              />
            ) : (
              <FilePicker
                file={field.file}
                aria-label={t('debug.request.rows.file', { n })}
                // A chosen file is meant to be sent.
                onChange={(file) =>
                  replace(index, { ...field, file, enabled: file !== null || field.enabled })
                }
              />
            )}
            <RowDescription
              n={n}
              value={field.description}
              onChange={(description) => replace(index, { ...field, description })}
            />
            <RemoveRowButton n={n} onClick={() => onChange(fields.filter((_, i) => i !== index))} />
          </div>
        );
      })}
      <AddRowButton onClick={() => onChange([...fields, newTextField()])} />
    </Flex>
  );
}
