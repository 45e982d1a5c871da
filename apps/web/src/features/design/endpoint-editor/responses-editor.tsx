import { useState } from 'react';
import { Button, Empty, Flex, Tabs, Typography } from 'antd';
import { PlusOutlined, WarningFilled } from '@ant-design/icons';
import type { Response } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ResponsePanel } from './response-panel';
import { responseStatusColour } from './lib/status-colours';
import {
  duplicateIndexes,
  isResponseStatus,
  newResponseStatus,
  nextFreeStatus,
} from './lib/validation';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface ResponsesEditorProps {
  responses: Response[];
  onChange(responses: Response[]): void;
  readOnly: boolean;
  models: string[];
}

const CARD = 'card';
const DASHED = 'dashed';
const ERROR_COLOUR = '#FF4C4C';
const SECONDARY = 'secondary';
const LABEL_MAX = 220;

function newResponse(taken: string[]): Response {
  return {
    status: newResponseStatus(taken),
    description: '',
    headers: [],
    content: [{ contentType: 'application/json', schema: { type: 'object' }, examples: [] }],
  };
}

/**
 * The endpoint's responses, one tab each (dozens fit: the tab bar scrolls and lists the rest).
 * Only the tabs opened are rendered.
 */
export function ResponsesEditor({ responses, onChange, readOnly, models }: ResponsesEditorProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(responses.length - 1, 0));
  const statuses = responses.map((response) => response.status);
  const duplicates = duplicateIndexes(responses, (response) => response.status);
  const statusError = (index: number): string | null => {
    const status = responses[index]!.status;
    if (!isResponseStatus(status)) return t('design.endpoint.responses.invalidStatus');
    if (duplicates.has(index)) return t('design.endpoint.responses.duplicateStatus');
    return null;
  };

  const add = () => {
    onChange([...responses, newResponse(statuses)]);
    setActive(responses.length);
  };
  const remove = (index: number) => {
    onChange(responses.filter((_, at) => at !== index));
    if (index < current || current === responses.length - 1) setActive(Math.max(current - 1, 0));
  };
  const duplicate = (index: number) => {
    const source = responses[index]!;
    const copy: Response = {
      ...structuredClone(source),
      status: nextFreeStatus(source.status, statuses),
    };
    onChange(responses.toSpliced(index + 1, 0, copy));
    setActive(index + 1);
  };

  if (responses.length === 0) {
    return (
      <Empty description={t('design.endpoint.responses.none')}>
        {!readOnly && (
          <Button
            type={DASHED}
            icon={<PlusOutlined />}
            data-testid={TEST_IDS.responseAdd}
            onClick={add}
          >
            {t('design.endpoint.responses.add')}
          </Button>
        )}
      </Empty>
    );
  }

  return (
    <Tabs
      data-testid={TEST_IDS.responses}
      type={CARD}
      activeKey={String(current)}
      onChange={(key) => setActive(Number(key))}
      tabBarExtraContent={
        !readOnly && (
          <Button
            type={DASHED}
            icon={<PlusOutlined />}
            data-testid={TEST_IDS.responseAdd}
            onClick={add}
          >
            {t('design.endpoint.responses.add')}
          </Button>
        )
      }
      items={responses.map((response, index) => ({
        key: String(index),
        label: (
          <Flex
            gap={6}
            align={UI.center}
            style={{ maxWidth: LABEL_MAX }}
            data-testid={`${TEST_IDS.responseTab}-${index}`}
          >
            <Typography.Text strong style={{ color: responseStatusColour(response.status) }}>
              {response.status}
            </Typography.Text>
            <Typography.Text type={SECONDARY} ellipsis>
              {response.description}
            </Typography.Text>
            {statusError(index) && (
              <WarningFilled
                style={{ color: ERROR_COLOUR }}
                aria-label={t('design.endpoint.responses.hasError')}
              />
            )}
          </Flex>
        ),
        children: (
          <ResponsePanel
            response={response}
            index={index}
            statusError={statusError(index)}
            readOnly={readOnly}
            models={models}
            onChange={(next) => onChange(responses.with(index, next))}
            onDuplicate={() => duplicate(index)}
            onRemove={() => remove(index)}
          />
        ),
      }))}
    />
  );
}
