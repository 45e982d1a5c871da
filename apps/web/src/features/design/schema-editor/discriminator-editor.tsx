import { Button, Flex, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { modelNameOfRef, modelRef } from '@heron/engine/model';
import { useTranslation } from 'react-i18next';
import { CommitInput } from './commit-input';
import { readDiscriminator, variantModels, writeDiscriminator } from './discriminator';
import type { SchemaObject } from './schema-path';
import { TextField } from './settings-fields';
import { TEST_IDS } from './test-ids';

const DASHED = 'dashed';
const TEXT = 'text';
const SMALL = 'small';
const SECONDARY = 'secondary';
const FILTER_PROP = 'label';
const TARGET_WIDTH = 200;
const CENTER = 'center';

export interface DiscriminatorEditorProps {
  node: SchemaObject;
  variants: readonly unknown[];
  models: readonly string[];
  readOnly: boolean;
  onChange(next: SchemaObject): void;
}

/** `discriminator`: the property that tells the variants apart, and its value → model mapping. */
export function DiscriminatorEditor({
  node,
  variants,
  models,
  readOnly,
  onChange,
}: DiscriminatorEditorProps) {
  const { t } = useTranslation();
  const view = readDiscriminator(node);
  const write = (next: Partial<typeof view>) =>
    onChange(writeDiscriminator(node, { ...view, ...next }));
  const suggested = variantModels(variants);
  const targets = [...suggested, ...models.filter((name) => !suggested.includes(name))];
  const options = (ref: string) => {
    const list = targets.map((name) => ({ value: modelRef(name), label: name }));
    return list.some((option) => option.value === ref)
      ? list
      : [{ value: ref, label: modelNameOfRef(ref) ?? ref }, ...list];
  };
  const addEntry = () => {
    const used = new Set(view.mapping.map(([key]) => key));
    const name = targets.find((candidate) => !used.has(candidate));
    if (name === undefined) return;
    write({ mapping: [...view.mapping, [name, modelRef(name)]] });
  };

  return (
    <>
      <TextField
        label={t('design.schema.settings.discriminatorProperty')}
        value={view.propertyName}
        help={t('design.schema.settings.discriminatorHelp')}
        error={
          view.propertyName === '' && view.mapping.length > 0
            ? t('design.schema.settings.discriminatorNeedsProperty')
            : undefined
        }
        onChange={(propertyName) => write({ propertyName: propertyName ?? '' })}
      />
      <Typography.Text type={SECONDARY}>
        {t('design.schema.settings.discriminatorMapping')}
      </Typography.Text>
      <Flex vertical gap={4} data-testid={TEST_IDS.discriminatorMapping}>
        {view.mapping.map(([key, ref], index) => (
          <Flex key={key} gap={4} align={CENTER}>
            {readOnly ? (
              <Typography.Text code>{key}</Typography.Text>
            ) : (
              <CommitInput
                value={key}
                ariaLabel={t('design.schema.settings.mappingValue', { number: index + 1 })}
                onCommit={(nextKey) => {
                  if (nextKey === '') return t('design.schema.renameError.empty');
                  if (view.mapping.some(([other]) => other === nextKey))
                    return t('design.schema.renameError.duplicate');
                  write({
                    mapping: view.mapping.map((entry, i) =>
                      i === index ? [nextKey, entry[1]] : entry,
                    ),
                  });
                  return null;
                }}
              />
            )}
            <Select<string>
              size={SMALL}
              value={ref}
              disabled={readOnly}
              options={options(ref)}
              showSearch={{ optionFilterProp: FILTER_PROP }}
              style={{ width: TARGET_WIDTH }}
              aria-label={t('design.schema.settings.mappingTarget', { number: index + 1 })}
              onChange={(nextRef) =>
                write({
                  mapping: view.mapping.map((entry, i) =>
                    i === index ? [entry[0], nextRef] : entry,
                  ),
                })
              }
            />
            {!readOnly && (
              <Button
                type={TEXT}
                size={SMALL}
                icon={<DeleteOutlined />}
                aria-label={t('design.schema.settings.removeMapping', { name: key })}
                onClick={() => write({ mapping: view.mapping.filter((_, i) => i !== index) })}
              />
            )}
          </Flex>
        ))}
        {!readOnly && (
          <Button
            type={DASHED}
            size={SMALL}
            icon={<PlusOutlined />}
            disabled={targets.every((name) => view.mapping.some(([key]) => key === name))}
            onClick={addEntry}
          >
            {t('design.schema.settings.addMapping')}
          </Button>
        )}
      </Flex>
    </>
  );
}
