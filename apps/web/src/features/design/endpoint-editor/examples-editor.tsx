import { Button, Card, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { NamedExample } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CheckedInput } from './checked-input';
import { ExampleValueInput } from './example-value-input';
import { duplicateIndexes } from './lib/validation';
import { UI } from './lib/ui';

export interface ExamplesEditorProps {
  examples: NamedExample[];
  onChange(examples: NamedExample[]): void;
  /** `json` values are checked as JSON; `text` ones (XML…) are kept as typed. */
  mode: 'json' | 'text';
  readOnly?: boolean;
  'data-testid': string;
}

const SMALL = 'small';
const TEXT = 'text';
const DASHED = 'dashed';
const SECONDARY = 'secondary';
const NAME_WIDTH = { width: 220 } as const;

/** A name no other example has: `example1`, `example2`… */
function freeName(examples: NamedExample[]): string {
  const names = new Set(examples.map((example) => example.name));
  let index = examples.length + 1;
  while (names.has(`example${index}`)) index += 1;
  return `example${index}`;
}

/** Named examples of a body: name, summary and value, each value in its own editor. */
export function ExamplesEditor({
  examples,
  onChange,
  mode,
  readOnly = false,
  'data-testid': testId,
}: ExamplesEditorProps) {
  const { t } = useTranslation();
  const duplicates = duplicateIndexes(examples, (example) => example.name);
  const update = (index: number, patch: Partial<NamedExample>) => {
    const next: Record<string, unknown> = { ...examples[index]!, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
    onChange(examples.with(index, next as NamedExample));
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Typography.Text strong>{t('design.endpoint.examples.title')}</Typography.Text>
      {examples.length === 0 && (
        <Typography.Text type={SECONDARY}>{t('design.endpoint.examples.none')}</Typography.Text>
      )}
      {examples.map((example, index) => (
        <Card key={index} size={SMALL} data-testid={`${testId}-${index}`}>
          <Flex vertical gap={8}>
            <Flex gap={8} wrap align={UI.start}>
              <CheckedInput
                style={NAME_WIDTH}
                aria-label={t('design.endpoint.examples.nameAt', { index: index + 1 })}
                placeholder={t('design.endpoint.examples.name')}
                value={example.name}
                error={
                  example.name === ''
                    ? t('design.endpoint.examples.nameRequired')
                    : duplicates.has(index)
                      ? t('design.endpoint.examples.duplicateName')
                      : null
                }
                onChange={(name) => update(index, { name })}
              />
              <Input
                style={{ flex: 1, minWidth: 160 }}
                aria-label={t('design.endpoint.examples.summaryAt', { index: index + 1 })}
                placeholder={t('design.endpoint.examples.summary')}
                value={example.summary ?? ''}
                onChange={(event) => update(index, { summary: event.target.value || undefined })}
              />
              {!readOnly && (
                <Button
                  type={TEXT}
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('design.endpoint.examples.removeAt', { index: index + 1 })}
                  onClick={() => onChange(examples.filter((_, at) => at !== index))}
                />
              )}
            </Flex>
            {example.externalValue !== undefined && (
              <Input
                aria-label={t('design.endpoint.examples.externalValueAt', { index: index + 1 })}
                prefix={
                  <Typography.Text type={SECONDARY}>
                    {t('design.endpoint.examples.externalValue')}
                  </Typography.Text>
                }
                value={example.externalValue}
                onChange={(event) => update(index, { externalValue: event.target.value })}
              />
            )}
            <ExampleValueInput
              mode={mode}
              aria-label={t('design.endpoint.examples.valueAt', { index: index + 1 })}
              data-testid={`${testId}-${index}-value`}
              value={example.value}
              onChange={(value) => update(index, { value })}
            />
          </Flex>
        </Card>
      ))}
      {!readOnly && (
        <Button
          type={DASHED}
          icon={<PlusOutlined />}
          onClick={() => onChange([...examples, { name: freeName(examples), value: {} }])}
        >
          {t('design.endpoint.examples.add')}
        </Button>
      )}
    </Flex>
  );
}
