import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { BODY_TYPES, type BodyType, type JsonSchema, type MediaType } from '@heron/contract';
import { bodyTypeOf } from '@heron/engine/model';
import { useTranslation } from 'react-i18next';
import { SchemaEditor } from '../schema-editor/schema-editor';
import { CheckedInput } from './checked-input';
import { ExamplesEditor } from './examples-editor';
import { ExampleValueInput } from './example-value-input';
import { FormFieldsTable } from './form-fields-table';
import {
  hasEditableContentType,
  isFormKind,
  kindOf,
  switchMediaType,
  type BodyKind,
} from './lib/body-kinds';
import { isPlainObjectSchema } from './lib/form-fields';
import { useEditMemory } from './lib/use-edit-memory';
import { UI } from './lib/ui';

export interface MediaTypeEditorProps {
  /** The media types of a request body or a response; the first is the one edited here. */
  content: MediaType[];
  onChange(content: MediaType[]): void;
  readOnly?: boolean;
  models: string[];
  /** Prefix of the test ids inside (`<prefix>-type`, `<prefix>-content-type`…). */
  'data-testid': string;
}

const INFO = 'info';
const SECONDARY = 'secondary';
const BUTTON = 'button';
const SMALL = 'small';
const TEXT = 'text';
const CONTENT_TYPE_WIDTH = { width: 360 } as const;

/** Content types offered for each kind (any other of the kind can be typed). */
const CONTENT_TYPES: Partial<Record<BodyType, readonly string[]>> = {
  json: ['application/json', 'application/problem+json', 'application/vnd.api+json', '*/*'],
  xml: ['application/xml', 'text/xml', 'application/atom+xml', 'application/soap+xml'],
  raw: ['text/plain', 'text/html', 'text/csv', 'text/markdown', 'text/event-stream'],
  binary: ['application/octet-stream', 'application/pdf', 'image/png', 'image/jpeg', 'video/mp4'],
};

const KIND_KEYS = {
  none: 'design.endpoint.body.kind.none',
  json: 'design.endpoint.body.kind.json',
  'form-data': 'design.endpoint.body.kind.formData',
  'x-www-form-urlencoded': 'design.endpoint.body.kind.urlencoded',
  xml: 'design.endpoint.body.kind.xml',
  raw: 'design.endpoint.body.kind.raw',
  binary: 'design.endpoint.body.kind.binary',
} as const satisfies Record<BodyType, string>;

/**
 * One body: its kind (none, JSON, form-data, urlencoded, XML, raw, binary), content type, schema
 * or form fields, and examples. Other media types of the same body are kept as they are; a kind
 * switched away from and back to in the same session comes back as it was.
 */
export function MediaTypeEditor({
  content,
  onChange,
  readOnly = false,
  models,
  'data-testid': testId,
}: MediaTypeEditorProps) {
  const { t } = useTranslation();
  const media = content[0];
  const rest = content.slice(1);
  const kind = kindOf(media);
  const memory = useEditMemory<MediaType>(media);

  const emit = (next: MediaType | undefined) => {
    memory.emitted(next);
    onChange(next === undefined ? rest : [next, ...rest]);
  };
  /** Fields set to `undefined` are removed, unless kept (an emptied example still shown). */
  const patch = (changes: Partial<MediaType>, keepEmpty = false) => {
    if (!media) return;
    const next: Record<string, unknown> = { ...media, ...changes };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined && !keepEmpty) delete next[key];
    }
    emit(next as MediaType);
  };
  const switchKind = (target: BodyType) => {
    if (target === kind) return;
    if (media) memory.remember(kind, media);
    emit(target === 'none' ? undefined : switchMediaType(media, target, memory.recall(target)));
  };
  const kindLabel = (of: BodyType) => t(KIND_KEYS[of]);
  const exampleMode = kind === 'json' ? UI.json : UI.textMode;

  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Radio.Group
        aria-label={t('design.endpoint.body.kindLabel')}
        data-testid={`${testId}-type`}
        optionType={BUTTON}
        size={SMALL}
        value={kind}
        onChange={(event) => switchKind(event.target.value as BodyType)}
        options={BODY_TYPES.map((value) => ({
          value,
          label: kindLabel(value),
          // With other media types kept, the first cannot go: the next would take its place.
          disabled: readOnly || (value === 'none' && rest.length > 0),
        }))}
      />
      {rest.length > 0 && (
        <Alert
          type={INFO}
          showIcon
          data-testid={`${testId}-more`}
          title={t('design.endpoint.body.moreMediaTypes', {
            types: rest.map((other) => other.contentType).join(', '),
          })}
        />
      )}
      {media && hasEditableContentType(kind) && (
        <CheckedInput
          style={CONTENT_TYPE_WIDTH}
          aria-label={t('design.endpoint.body.contentType')}
          data-testid={`${testId}-content-type`}
          placeholder={t('design.endpoint.body.contentType')}
          value={media.contentType}
          options={CONTENT_TYPES[kind]}
          refuse={(text) => {
            if (text.trim() === '') return t('design.endpoint.body.contentTypeRequired');
            const other = bodyTypeOf(text);
            return other === kind
              ? null
              : t('design.endpoint.body.contentTypeOtherKind', { kind: kindLabel(other) });
          }}
          onChange={(contentType) => patch({ contentType })}
        />
      )}
      {media && (kind === 'json' || kind === 'xml') && (
        <>
          <SchemaEditor
            value={media.schema ?? {}}
            readOnly={readOnly}
            models={models}
            onChange={(schema: JsonSchema) => patch({ schema })}
          />
          {'example' in media && (
            <SingleExample
              value={media.example}
              mode={exampleMode}
              readOnly={readOnly}
              testId={`${testId}-example`}
              // Emptied while being retyped, it stays; the remove button takes it away.
              onChange={(example) => patch({ example }, true)}
              onRemove={() => patch({ example: undefined })}
            />
          )}
          <ExamplesEditor
            examples={media.examples}
            mode={exampleMode}
            readOnly={readOnly}
            data-testid={`${testId}-examples`}
            onChange={(examples) => patch({ examples })}
          />
        </>
      )}
      {media && isFormKind(kind) && !isPlainObjectSchema(media.schema) && (
        <>
          <Alert type={INFO} showIcon title={t('design.endpoint.body.formNotPlain')} />
          <SchemaEditor
            value={media.schema ?? {}}
            readOnly={readOnly}
            models={models}
            onChange={(schema: JsonSchema) => patch({ schema })}
          />
        </>
      )}
      {media && isFormKind(kind) && isPlainObjectSchema(media.schema) && (
        <FormFieldsTable
          schema={media.schema}
          allowFile={(kind as BodyKind) === 'form-data'}
          readOnly={readOnly}
          models={models}
          data-testid={`${testId}-fields`}
          onChange={(schema: JsonSchema) => patch({ schema })}
        />
      )}
      {media && kind === 'raw' && (
        <ExampleValueInput
          mode={UI.textMode}
          aria-label={t('design.endpoint.body.rawExample')}
          data-testid={`${testId}-raw`}
          value={media.example}
          onChange={(example) => patch({ example })}
        />
      )}
      {media && kind === 'binary' && (
        <Typography.Text type={SECONDARY}>{t('design.endpoint.body.binaryHint')}</Typography.Text>
      )}
    </Flex>
  );
}

interface SingleExampleProps {
  value: unknown;
  mode: 'json' | 'text';
  readOnly: boolean;
  testId: string;
  onChange(value: unknown): void;
  onRemove(): void;
}

/** OpenAPI's lone `example` of a media type, shown when the design has one. */
function SingleExample({ value, mode, readOnly, testId, onChange, onRemove }: SingleExampleProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex justify={UI.spaceBetween} align={UI.center}>
        <Typography.Text strong>{t('design.endpoint.body.singleExample')}</Typography.Text>
        {!readOnly && (
          <Button
            type={TEXT}
            size={SMALL}
            danger
            icon={<DeleteOutlined />}
            aria-label={t('design.endpoint.body.removeSingleExample')}
            onClick={onRemove}
          />
        )}
      </Flex>
      <ExampleValueInput
        mode={mode}
        aria-label={t('design.endpoint.body.singleExample')}
        value={value}
        onChange={onChange}
      />
    </Flex>
  );
}
