import type { JsonSchema } from '@heron/contract';
import { FieldTable } from './field-table';
import { formFieldOf, formFieldsOf, schemaWithFormFields, type FormField } from './lib/form-fields';

export interface FormFieldsTableProps {
  /** The body's object schema (its properties are the rows). */
  schema: JsonSchema | undefined;
  onChange(schema: JsonSchema): void;
  /** form-data: fields can be files (`type: string, format: binary`). */
  allowFile: boolean;
  readOnly?: boolean;
  models: string[];
  'data-testid': string;
}

const newField = (): FormField => ({
  name: '',
  required: false,
  description: '',
  schema: { type: 'string' },
});

/** The fields of a form body, stored as an object schema: properties plus `required`. */
export function FormFieldsTable({ schema, onChange, ...rest }: FormFieldsTableProps) {
  return (
    <FieldTable<FormField>
      {...rest}
      rows={formFieldsOf(schema)}
      newRow={newField}
      hasUniqueNames
      withSchema={(row, next) => formFieldOf(row.name, row.required, next)}
      onChange={(rows) => onChange(schemaWithFormFields(schema, rows))}
    />
  );
}
