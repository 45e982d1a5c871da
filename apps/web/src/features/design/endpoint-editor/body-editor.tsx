import { Checkbox, Flex, Input } from 'antd';
import type { MediaType, RequestBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { MediaTypeEditor } from './media-type-editor';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface BodyEditorProps {
  body: RequestBody | null;
  onChange(body: RequestBody | null): void;
  readOnly?: boolean;
  models: string[];
}

/** Whether a body holds nothing worth keeping once it has no content. */
function isEmptyBody(body: RequestBody): boolean {
  return (
    body.content.length === 0 &&
    !body.required &&
    body.description === '' &&
    (body.extra === undefined || Object.keys(body.extra).length === 0)
  );
}

/** The request body: required, description, and its media type (kind, schema, examples). */
export function BodyEditor({ body, onChange, readOnly = false, models }: BodyEditorProps) {
  const { t } = useTranslation();
  const current: RequestBody = body ?? { required: false, description: '', content: [] };
  const change = (patch: Partial<RequestBody>) => {
    const next = { ...current, ...patch };
    // "none" with nothing else said is no body at all, as an endpoint without one is stored.
    onChange(isEmptyBody(next) ? null : next);
  };
  const hasContent = current.content.length > 0;

  return (
    <Flex vertical gap={12}>
      <MediaTypeEditor
        content={current.content}
        readOnly={readOnly}
        models={models}
        data-testid={TEST_IDS.body}
        onChange={(content: MediaType[]) => change({ content })}
      />
      {(hasContent || body !== null) && (
        <Flex gap={12} align={UI.center} wrap>
          <Checkbox
            data-testid={TEST_IDS.bodyRequired}
            checked={current.required}
            onChange={(event) => change({ required: event.target.checked })}
          >
            {t('design.endpoint.body.required')}
          </Checkbox>
          <Input
            style={{ flex: 1, minWidth: 240 }}
            aria-label={t('design.endpoint.body.description')}
            placeholder={t('design.endpoint.body.description')}
            value={current.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Flex>
      )}
    </Flex>
  );
}
