import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Response, ResponseHeader } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CheckedInput } from './checked-input';
import { FieldTable } from './field-table';
import { MediaTypeEditor } from './media-type-editor';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface ResponsePanelProps {
  response: Response;
  index: number;
  onChange(response: Response): void;
  onDuplicate(): void;
  onRemove(): void;
  /** What is wrong with the status (format, duplicate), or null. */
  statusError: string | null;
  readOnly: boolean;
  models: string[];
}

const STATUS_OPTIONS = [
  '200',
  '201',
  '202',
  '204',
  '301',
  '302',
  '304',
  '400',
  '401',
  '403',
  '404',
  '409',
  '422',
  '429',
  '500',
  '502',
  '503',
  '2XX',
  '4XX',
  '5XX',
  'default',
] as const;
const STATUS_WIDTH = { width: 140 } as const;
const SMALL = 'small';
const DANGER = true;

const newHeader = (): ResponseHeader => ({
  name: '',
  description: '',
  required: false,
  schema: { type: 'string' },
});

/** One response: status, name, body (content type, schema, examples) and headers. */
export function ResponsePanel({
  response,
  index,
  onChange,
  onDuplicate,
  onRemove,
  statusError,
  readOnly,
  models,
}: ResponsePanelProps) {
  const { t } = useTranslation();
  const testId = `${TEST_IDS.response}-${index}`;
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={8} wrap align={UI.start}>
        <CheckedInput
          style={STATUS_WIDTH}
          aria-label={t('design.endpoint.responses.status')}
          data-testid={`${testId}-status`}
          placeholder={t('design.endpoint.responses.status')}
          value={response.status}
          options={STATUS_OPTIONS}
          error={statusError}
          onChange={(status) => onChange({ ...response, status: status.trim() })}
        />
        <Input
          style={{ flex: 1, minWidth: 200 }}
          aria-label={t('design.endpoint.responses.name')}
          data-testid={`${testId}-name`}
          placeholder={t('design.endpoint.responses.name')}
          value={response.description}
          onChange={(event) => onChange({ ...response, description: event.target.value })}
        />
        {!readOnly && (
          <>
            <Button size={SMALL} icon={<CopyOutlined />} onClick={onDuplicate}>
              {t('design.endpoint.responses.duplicate')}
            </Button>
            <Popconfirm
              title={t('design.endpoint.responses.removeTitle', { status: response.status })}
              okText={t('design.endpoint.responses.remove')}
              cancelText={t('design.endpoint.cancel')}
              okButtonProps={{ danger: DANGER }}
              onConfirm={onRemove}
            >
              <Button size={SMALL} danger icon={<DeleteOutlined />}>
                {t('design.endpoint.responses.remove')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Flex>
      <MediaTypeEditor
        content={response.content}
        readOnly={readOnly}
        models={models}
        data-testid={`${testId}-body`}
        onChange={(content) => onChange({ ...response, content })}
      />
      <Typography.Text strong>{t('design.endpoint.responses.headers')}</Typography.Text>
      <FieldTable<ResponseHeader>
        data-testid={`${testId}-headers`}
        rows={response.headers}
        newRow={newHeader}
        readOnly={readOnly}
        models={models}
        showDeprecated
        onChange={(headers) => onChange({ ...response, headers })}
      />
    </Flex>
  );
}
