import { useState } from 'react';
import { Badge, Flex, Tabs, Typography } from 'antd';
import type { EndpointData, Parameter, ParameterLocation } from '@heron/contract';
import { pathParameterNames } from '@heron/engine/model';
import { useTranslation } from 'react-i18next';
import { BodyEditor } from './body-editor';
import { FieldTable } from './field-table';
import { kindOf } from './lib/body-kinds';
import { newParameter, replaceLocation } from './lib/parameters';
import { TEST_IDS } from './lib/test-ids';
import { UI } from './lib/ui';

export interface RequestSectionProps {
  data: EndpointData;
  onChange(patch: Partial<EndpointData>): void;
  readOnly: boolean;
  models: string[];
}

type RequestTab = ParameterLocation | 'body';

/** Tab order as in Apifox: query first, where most parameters are. */
const LOCATION_TABS = ['query', 'path', 'header', 'cookie'] as const;
const TAB_KEYS = {
  query: 'design.endpoint.request.query',
  path: 'design.endpoint.request.path',
  header: 'design.endpoint.request.headers',
  cookie: 'design.endpoint.request.cookies',
} as const satisfies Record<ParameterLocation, string>;
const SECONDARY = 'secondary';
const BODY = 'body';
const COUNT_COLOUR = '#835CFF';

/** The request: parameters by location, and the body. */
export function RequestSection({ data, onChange, readOnly, models }: RequestSectionProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RequestTab>('query');
  const pathNames = pathParameterNames(data.path);
  const countIn = (location: ParameterLocation) =>
    data.parameters.filter((parameter) => parameter.in === location).length;
  /** A tab's title with how many it holds (a dot for a body that is there). */
  const label = (text: string, count: number, isDot = false) => (
    <Flex gap={6} align={UI.center}>
      {text}
      {count > 0 && <Badge count={count} dot={isDot} color={COUNT_COLOUR} size={UI.small} />}
    </Flex>
  );

  const locationTab = (location: ParameterLocation) => ({
    key: location,
    label: label(t(TAB_KEYS[location]), countIn(location)),
    children: (
      <Flex vertical gap={8}>
        {location === 'path' && (
          <Typography.Text type={SECONDARY}>
            {t('design.endpoint.request.pathHint')}
          </Typography.Text>
        )}
        <FieldTable<Parameter>
          data-testid={`${TEST_IDS.params}-${location}`}
          rows={data.parameters.filter((parameter) => parameter.in === location)}
          newRow={() => newParameter(location)}
          readOnly={readOnly}
          models={models}
          showDeprecated
          canAdd={location !== 'path'}
          isLocked={
            location === 'path' ? (parameter) => pathNames.includes(parameter.name) : undefined
          }
          onChange={(rows) =>
            onChange({ parameters: replaceLocation(data.parameters, location, rows) })
          }
        />
      </Flex>
    ),
  });

  const bodyKind = kindOf(data.requestBody?.content[0]);
  return (
    <Tabs
      data-testid={TEST_IDS.request}
      activeKey={tab}
      onChange={(key) => setTab(key as RequestTab)}
      items={[
        ...LOCATION_TABS.map(locationTab),
        {
          key: BODY,
          label: label(t('design.endpoint.request.body'), bodyKind === 'none' ? 0 : 1, true),
          children: (
            <BodyEditor
              body={data.requestBody}
              readOnly={readOnly}
              models={models}
              onChange={(requestBody) => onChange({ requestBody })}
            />
          ),
        },
      ]}
    />
  );
}
