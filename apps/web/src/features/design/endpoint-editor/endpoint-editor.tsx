import { Card, ConfigProvider, Flex } from 'antd';
import type { EndpointData, Parameter } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { EndpointHeader } from './endpoint-header';
import { syncPathParameters } from './lib/path-parameters';
import { useEditMemory } from './lib/use-edit-memory';
import { RequestSection } from './request-section';
import { ResponsesEditor } from './responses-editor';
import { SecurityEditor } from './security-editor';
import { TEST_IDS } from './lib/test-ids';

export interface EndpointEditorProps {
  /** The endpoint's name (OpenAPI `summary`). */
  name: string;
  data: EndpointData;
  /** Every edit, with the whole new value; the caller keeps the draft and saves it. */
  onChange(next: { name: string; data: EndpointData }): void;
  /** Everything shown, nothing editable (read-only members, locked or frozen projects). */
  readOnly?: boolean;
  projectId: string;
  /** The project's data model names, for `$ref`s in schemas. */
  models: string[];
  /** The project's security scheme names. */
  securitySchemes: string[];
}

const SMALL = 'small';

/**
 * The endpoint editor (issue 5), a controlled component: it shows `name` and `data` and hands
 * every change to `onChange`; loading, saving and history are the shell's. Fields it does not
 * show (`extra` of each object, other media types) travel through untouched.
 */
export function EndpointEditor({
  name,
  data,
  onChange,
  readOnly = false,
  projectId,
  models,
  securitySchemes,
}: EndpointEditorProps) {
  const { t } = useTranslation();
  // Path parameters whose `{name}` left the path, by name: typed back, they return whole.
  const droppedPathParameters = useEditMemory<Parameter>(data);

  const emit = (nextName: string, nextData: EndpointData) =>
    onChange({ name: nextName, data: droppedPathParameters.emitted(nextData) });
  const change = (patch: Partial<EndpointData>) => emit(name, { ...data, ...patch });
  const changePath = (path: string) => {
    const { parameters, dropped } = syncPathParameters(data.parameters, path, (parameterName) =>
      droppedPathParameters.recall(parameterName),
    );
    for (const parameter of dropped) droppedPathParameters.remember(parameter.name, parameter);
    change({ path, parameters });
  };

  return (
    // Disables every control inside; the few that only change the view opt back in.
    <ConfigProvider componentDisabled={readOnly}>
      <Flex vertical gap={16} data-testid={TEST_IDS.editor}>
        <EndpointHeader
          name={name}
          data={data}
          readOnly={readOnly}
          projectId={projectId}
          onNameChange={(nextName) => emit(nextName, data)}
          onPathChange={changePath}
          onChange={change}
        />
        <Card size={SMALL} title={t('design.endpoint.request.title')}>
          <RequestSection data={data} readOnly={readOnly} models={models} onChange={change} />
        </Card>
        <Card size={SMALL} title={t('design.endpoint.responses.title')}>
          <ResponsesEditor
            responses={data.responses}
            readOnly={readOnly}
            models={models}
            onChange={(responses) => change({ responses })}
          />
        </Card>
        <Card size={SMALL} title={t('design.endpoint.security.title')}>
          <SecurityEditor
            security={data.security}
            schemes={securitySchemes}
            readOnly={readOnly}
            onChange={(security) => change({ security })}
          />
        </Card>
      </Flex>
    </ConfigProvider>
  );
}
