import { useState } from 'react';
import { Flex, Form, Input, Typography } from 'antd';
import { MODEL_NAME_MAX_LENGTH, type JsonSchema, type ModelData } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { isSchemaObject, withKey } from './schema-path';
import { SchemaEditor } from './schema-editor';
import { modelNameProblem } from './model-name';
import { TEST_IDS } from './test-ids';

const VERTICAL = 'vertical';
const ERROR = 'error';
const WARNING = 'warning';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const ALERT = 'alert';
// Fixed ids: one model editor shows at a time (the shell's active tab).
const NAME_ID = 'model-editor-name';
const DESCRIPTION_ID = 'model-editor-description';
const DESCRIPTION_ROWS = { minRows: 2, maxRows: 6 };

export interface ModelEditorProps {
  name: string;
  data: ModelData;
  onChange(next: { name: string; data: ModelData }): void;
  readOnly?: boolean;
  /** The project's model names (this one included, under its saved name). */
  models: string[];
}

/**
 * A data model: its name (what `$ref`s point at), its description (the schema's own
 * `description`, as OpenAPI keeps it) and its schema. Controlled: the shell keeps and saves it.
 */
export function ModelEditor({ name, data, onChange, readOnly = false, models }: ModelEditorProps) {
  const { t } = useTranslation();
  // The name as saved: the model's own entry in `models`, and what references use today. A saved
  // rename shows in `models` (the old name gone, the new one there), and becomes the saved name.
  const [savedName, setSavedName] = useState(name);
  if (name !== savedName && !models.includes(savedName) && models.includes(name))
    setSavedName(name);
  const problem = modelNameProblem(name, savedName, models);
  const isRenamed = savedName !== '' && name !== savedName;
  const schema = data.schema;
  const description =
    isSchemaObject(schema) && typeof schema['description'] === 'string'
      ? schema['description']
      : '';

  const setSchema = (next: JsonSchema) => onChange({ name, data: { ...data, schema: next } });
  const setDescription = (text: string) => {
    if (isSchemaObject(schema))
      setSchema(withKey(schema, 'description', text === '' ? undefined : text));
  };

  const nameHelp = problem
    ? t(`design.schema.model.nameProblem.${problem.kind}`, { max: MODEL_NAME_MAX_LENGTH })
    : isRenamed
      ? t('design.schema.model.renameHint', { old: savedName })
      : undefined;

  return (
    <Flex vertical gap={8} data-testid={TEST_IDS.modelEditor}>
      <Form layout={VERTICAL}>
        <Form.Item
          label={t('design.schema.model.name')}
          htmlFor={NAME_ID}
          validateStatus={problem ? (problem.isBlocking ? ERROR : WARNING) : undefined}
          // Our own line rather than `help`: antd animates help away, and a stale "taken" would
          // linger for a moment after the name is fixed.
          extra={
            nameHelp && (
              <Typography.Text
                type={problem ? (problem.isBlocking ? DANGER : WARNING) : SECONDARY}
                role={problem?.isBlocking ? ALERT : undefined}
              >
                {nameHelp}
              </Typography.Text>
            )
          }
        >
          <Input
            id={NAME_ID}
            value={name}
            maxLength={MODEL_NAME_MAX_LENGTH}
            readOnly={readOnly}
            data-testid={TEST_IDS.modelName}
            onChange={
              readOnly ? undefined : (event) => onChange({ name: event.target.value, data })
            }
          />
        </Form.Item>
        <Form.Item label={t('design.schema.model.description')} htmlFor={DESCRIPTION_ID}>
          <Input.TextArea
            id={DESCRIPTION_ID}
            value={description}
            autoSize={DESCRIPTION_ROWS}
            readOnly={readOnly}
            disabled={!isSchemaObject(schema)}
            data-testid={TEST_IDS.modelDescription}
            onChange={readOnly ? undefined : (event) => setDescription(event.target.value)}
          />
        </Form.Item>
      </Form>
      <Typography.Text strong>{t('design.schema.model.schema')}</Typography.Text>
      <SchemaEditor value={schema} onChange={setSchema} readOnly={readOnly} models={models} />
    </Flex>
  );
}
