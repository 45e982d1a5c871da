import { useId } from 'react';
import { Collapse, Flex, Form, Input, Select, Space, Tag } from 'antd';
import {
  ENDPOINT_STATUSES,
  HTTP_METHODS,
  type EndpointData,
  type EndpointStatus,
  type HttpMethod,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useProjectMembers } from '../../../lib/projects/list-project-members';
import { MarkdownField } from './markdown-field';
import { METHOD_COLOURS } from '../../../components/http/method-colours';
import { ENDPOINT_STATUS_COLOURS } from './lib/status-colours';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface EndpointHeaderProps {
  name: string;
  data: EndpointData;
  onNameChange(name: string): void;
  /** The path typed; the editor also makes the path parameters follow it. */
  onPathChange(path: string): void;
  onChange(patch: Partial<EndpointData>): void;
  readOnly: boolean;
  projectId: string;
}

const VERTICAL = 'vertical';
const ERROR = 'error';
const TAGS = 'tags';
const LARGE = 'large';
const SMALL = 'small';
const ADVANCED = 'advanced';
const SEARCH_BY_TITLE = { optionFilterProp: 'title' } as const;
const METHOD_WIDTH = { width: 120 } as const;
const FIELD_WIDTH = { minWidth: 200, flex: 1 } as const;
const NO_MARGIN = { marginBottom: 0 } as const;
const FULL = { width: '100%' } as const;

const STATUS_KEYS = {
  designing: 'design.endpoint.status.designing',
  developing: 'design.endpoint.status.developing',
  testing: 'design.endpoint.status.testing',
  released: 'design.endpoint.status.released',
  deprecated: 'design.endpoint.status.deprecated',
} as const satisfies Record<EndpointStatus, string>;

function methodLabel(method: HttpMethod) {
  return (
    <span style={{ color: METHOD_COLOURS[method], fontWeight: 600 }}>{method.toUpperCase()}</span>
  );
}

/**
 * The endpoint's identity: method and path, name, status, owner, tags, operationId and its
 * markdown description.
 */
export function EndpointHeader({
  name,
  data,
  onNameChange,
  onPathChange,
  onChange,
  readOnly,
  projectId,
}: EndpointHeaderProps) {
  const { t } = useTranslation();
  const ids = useId();
  const members = useProjectMembers(projectId);
  const memberOptions = (members.data?.items ?? []).map((member) => ({
    value: member.userId,
    label: member.name,
    title: member.name,
  }));
  const isOwnerKnown =
    data.ownerId === null || memberOptions.some((option) => option.value === data.ownerId);
  const ownerOptions = isOwnerKnown
    ? memberOptions
    : [
        ...memberOptions,
        {
          value: data.ownerId!,
          label: t('design.endpoint.owner.former'),
          title: t('design.endpoint.owner.former'),
        },
      ];
  const pathError = data.path.startsWith('/') ? null : t('design.endpoint.pathSlash');
  const nameError = name.trim() === '' ? t('design.endpoint.nameRequired') : null;

  return (
    <Form layout={VERTICAL} component={UI.div} data-testid={TEST_IDS.header}>
      <Form.Item
        label={t('design.endpoint.methodAndPath')}
        htmlFor={`${ids}-path`}
        validateStatus={pathError ? ERROR : undefined}
        help={pathError}
      >
        <Space.Compact style={FULL}>
          <Select<HttpMethod>
            aria-label={t('design.endpoint.method')}
            data-testid={TEST_IDS.method}
            size={LARGE}
            style={METHOD_WIDTH}
            value={data.method}
            options={HTTP_METHODS.map((method) => ({
              value: method,
              label: methodLabel(method),
              title: method.toUpperCase(),
            }))}
            onChange={(method) => onChange({ method })}
          />
          <Input
            id={`${ids}-path`}
            aria-label={t('design.endpoint.path')}
            data-testid={TEST_IDS.path}
            size={LARGE}
            placeholder={t('design.endpoint.pathPlaceholder')}
            value={data.path}
            status={pathError ? ERROR : undefined}
            onChange={(event) => onPathChange(event.target.value)}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label={t('design.endpoint.name')}
        htmlFor={`${ids}-name`}
        validateStatus={nameError ? ERROR : undefined}
        help={nameError}
      >
        <Input
          id={`${ids}-name`}
          data-testid={TEST_IDS.name}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label={t('design.endpoint.status.label')}
          htmlFor={`${ids}-status`}
          style={FIELD_WIDTH}
        >
          <Select<EndpointStatus>
            id={`${ids}-status`}
            data-testid={TEST_IDS.status}
            value={data.status}
            options={ENDPOINT_STATUSES.map((status) => ({
              value: status,
              title: t(STATUS_KEYS[status]),
              label: <Tag color={ENDPOINT_STATUS_COLOURS[status]}>{t(STATUS_KEYS[status])}</Tag>,
            }))}
            onChange={(status) => onChange({ status })}
          />
        </Form.Item>
        <Form.Item
          label={t('design.endpoint.owner.label')}
          htmlFor={`${ids}-owner`}
          style={FIELD_WIDTH}
        >
          <Select<string>
            id={`${ids}-owner`}
            data-testid={TEST_IDS.owner}
            allowClear
            showSearch={SEARCH_BY_TITLE}
            loading={members.isPending}
            placeholder={t('design.endpoint.owner.none')}
            value={data.ownerId ?? undefined}
            options={ownerOptions}
            onChange={(ownerId) => onChange({ ownerId: ownerId ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('design.endpoint.tags')} htmlFor={`${ids}-tags`} style={FIELD_WIDTH}>
          <Select<string[]>
            id={`${ids}-tags`}
            data-testid={TEST_IDS.tags}
            mode={TAGS}
            value={data.tags}
            options={data.tags.map((tag) => ({ value: tag, label: tag }))}
            tokenSeparators={[',']}
            onChange={(tags) =>
              onChange({ tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))] })
            }
          />
        </Form.Item>
      </Flex>
      <Form.Item label={t('design.endpoint.description.label')} htmlFor={`${ids}-description`}>
        <MarkdownField
          id={`${ids}-description`}
          value={data.description}
          readOnly={readOnly}
          onChange={(description) => onChange({ description })}
        />
      </Form.Item>
      <Collapse
        size={SMALL}
        data-testid={TEST_IDS.advanced}
        defaultActiveKey={data.operationId ? [ADVANCED] : []}
        items={[
          {
            key: ADVANCED,
            label: t('design.endpoint.advanced'),
            forceRender: true,
            children: (
              <Form.Item
                label={t('design.endpoint.operationId')}
                htmlFor={`${ids}-operation-id`}
                extra={t('design.endpoint.operationIdHint')}
                style={NO_MARGIN}
              >
                <Input
                  id={`${ids}-operation-id`}
                  data-testid={TEST_IDS.operationId}
                  value={data.operationId ?? ''}
                  onChange={(event) => onChange({ operationId: event.target.value || null })}
                />
              </Form.Item>
            ),
          },
        ]}
      />
    </Form>
  );
}
