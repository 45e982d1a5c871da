import { Flex, Typography, theme } from 'antd';
import type { RequestStep, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { METHOD_FIELD, type StepIssue } from '../lib/draft-issues';
import { issueText } from '../lib/issue-keys';
import { useEndpointCases } from '../../debug';
import { AssertionRows } from './assertion-rows';
import { CustomRequestFields } from './custom-request-fields';
import { ExtractionRows } from './extraction-rows';
import { MethodTag } from './method-tag';

const SECONDARY = 'secondary';
const CENTER = 'center';
const TITLE_LEVEL = 5;

export interface RequestStepEditorProps {
  projectId: string;
  step: RequestStep;
  endpoints: ReadonlyMap<string, TreeNode>;
  issues: readonly StepIssue[];
  readOnly: boolean;
  onChange: (step: RequestStep) => void;
}

/**
 * A request step: where its request comes from (an endpoint of the design, one of its saved
 * cases, or its own), then its checks and the values it keeps.
 */
export function RequestStepEditor({
  projectId,
  step,
  endpoints,
  issues,
  readOnly,
  onChange,
}: RequestStepEditorProps) {
  const { t } = useTranslation();
  const methodIssue = issues.find((issue) => issue.field === METHOD_FIELD);
  return (
    <Flex vertical gap={16}>
      <section>
        <Typography.Title level={TITLE_LEVEL} style={{ marginTop: 0 }}>
          {t('tests.request.title')}
        </Typography.Title>
        {step.source.kind === 'custom' ? (
          <CustomRequestFields
            request={step.request}
            readOnly={readOnly}
            methodIssue={methodIssue ? issueText(t, methodIssue.message) : null}
            onChange={(request) => onChange({ ...step, request })}
          />
        ) : (
          <SourceSummary
            projectId={projectId}
            source={step.source}
            endpoint={endpoints.get(step.source.endpointId) ?? null}
            fallbackMethod={step.request.method}
          />
        )}
      </section>
      <section>
        <Typography.Title level={TITLE_LEVEL} style={{ marginTop: 0 }}>
          {t('tests.assertions.title')}
        </Typography.Title>
        <AssertionRows
          assertions={step.assertions}
          readOnly={readOnly}
          onChange={(assertions) => onChange({ ...step, assertions })}
        />
      </section>
      <section>
        <Typography.Title level={TITLE_LEVEL} style={{ marginTop: 0 }}>
          {t('tests.extractions.title')}
        </Typography.Title>
        <ExtractionRows
          extractions={step.extractions}
          issues={issues}
          readOnly={readOnly}
          onChange={(extractions) => onChange({ ...step, extractions })}
        />
      </section>
    </Flex>
  );
}

/** Which endpoint (and case) the request comes from; it is built from them when the run starts. */
function SourceSummary({
  projectId,
  source,
  endpoint,
  fallbackMethod,
}: {
  projectId: string;
  source: Exclude<RequestStep['source'], { kind: 'custom' }>;
  endpoint: TreeNode | null;
  fallbackMethod: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={4}
      style={{
        padding: '8px 12px',
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
      }}
    >
      <Flex align={CENTER} gap={8} style={{ minWidth: 0 }}>
        <MethodTag method={endpoint?.method ?? fallbackMethod} />
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
          {endpoint?.name ?? t('tests.request.endpointGone')}
        </Typography.Text>
        {endpoint?.path && (
          <Typography.Text type={SECONDARY} ellipsis style={{ minWidth: 0 }}>
            {endpoint.path}
          </Typography.Text>
        )}
      </Flex>
      {source.kind === 'case' && (
        <CaseName projectId={projectId} endpointId={source.endpointId} caseId={source.caseId} />
      )}
      <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
        {source.kind === 'case' ? t('tests.request.fromCase') : t('tests.request.fromEndpoint')}
      </Typography.Text>
    </Flex>
  );
}

function CaseName({
  projectId,
  endpointId,
  caseId,
}: {
  projectId: string;
  endpointId: string;
  caseId: string;
}) {
  const { t } = useTranslation();
  const cases = useEndpointCases(projectId, endpointId);
  const found = cases.data?.find((item) => item.id === caseId);
  if (cases.isPending) return null;
  return (
    <Typography.Text>
      {found ? t('tests.request.caseName', { name: found.name }) : t('tests.request.caseGone')}
    </Typography.Text>
  );
}
