import { useState } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  debugRequestSchema,
  type DebugRequest,
  type TestStep,
  type TreeNode,
} from '@heron/contract';
import { requestFromEndpoint } from '@heron/engine/debug';
import { useTranslation } from 'react-i18next';
import { designItemQuery } from '../../../lib/design/get-design-item';
import type { StepIssue } from '../lib/draft-issues';
import { newFlowStep, newRequestStep } from '../lib/new-step';
import {
  findStep,
  firstBranchOf,
  insertStep,
  listAt,
  placeOf,
  TOP_LIST,
  updateStep,
  type StepPlace,
} from '../lib/step-tree';
import { AddStepMenu, type AddStepChoice } from './add-step-menu';
import { EndpointPicker, type PickedRequest, type PickerMode } from './endpoint-picker';
import { StepDetail } from './step-detail';
import { StepList } from './step-list';
import { useEndpoints } from './use-endpoints';

const TITLE_LEVEL = 5;
const CENTER = 'center';
const BETWEEN = 'space-between';
const DEFAULT_METHOD = 'get';
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 320px) minmax(0, 1fr)',
  gap: 16,
  alignItems: 'start',
} as const;

export interface StepsWorkspaceProps {
  projectId: string;
  steps: TestStep[];
  /** Request steps whose endpoint or case was deleted since the scenario was saved. */
  missing: readonly string[];
  issues: Readonly<Record<string, StepIssue[]>>;
  readOnly: boolean;
  selectedId: string | null;
  onSelect: (stepId: string | null) => void;
  onChange: (steps: TestStep[], changedId?: string) => void;
}

/**
 * Where a new step goes: into the selected group, loop or condition (last, in "then" for a
 * condition), else right after the selected step, else at the end of the scenario.
 */
function placeForNew(steps: readonly TestStep[], selectedId: string | null): StepPlace {
  const selected = selectedId === null ? null : findStep(steps, selectedId);
  if (selected) {
    const branch = firstBranchOf(selected);
    if (branch !== null) {
      const list = { parentId: selected.id, branch };
      return { list, index: listAt(steps, list)?.length ?? 0 };
    }
    const at = placeOf(steps, selected.id);
    if (at) return { list: at.list, index: at.index + 1 };
  }
  return { list: TOP_LIST, index: steps.length };
}

/** The request an endpoint's design makes now, or its method and path when it cannot be read. */
function minimalRequest(endpoint: TreeNode): DebugRequest {
  return debugRequestSchema.parse({
    method: (endpoint.method ?? DEFAULT_METHOD).toUpperCase(),
    url: endpoint.path ?? '',
  });
}

/** The steps of a scenario: the list with its "Add step" menu beside the selected step's editor. */
export function StepsWorkspace({
  projectId,
  steps,
  missing,
  issues,
  readOnly,
  selectedId,
  onSelect,
  onChange,
}: StepsWorkspaceProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const endpoints = useEndpoints(projectId);
  const [picker, setPicker] = useState<PickerMode | null>(null);
  const selected = selectedId === null ? null : findStep(steps, selectedId);

  const add = (step: TestStep) => {
    onChange(insertStep(steps, placeForNew(steps, selectedId), step));
    onSelect(step.id);
  };

  const choose = (choice: AddStepChoice) => {
    if (choice === 'endpoint' || choice === 'case') setPicker(choice);
    else if (choice === 'custom') add(newRequestStep({ kind: 'custom' }));
    else add(newFlowStep(choice));
  };

  const pick = async ({ endpoint, savedCase }: PickedRequest) => {
    if (savedCase) {
      add(
        newRequestStep(
          { kind: 'case', endpointId: endpoint.id, caseId: savedCase.id },
          savedCase.request,
          savedCase.name,
        ),
      );
      return;
    }
    // The server builds the request from the design again when the run starts; this copy is
    // what the step shows, and what an exported suite carries.
    let request: DebugRequest;
    try {
      const item = await queryClient.fetchQuery(designItemQuery(projectId, endpoint.id));
      request =
        item.kind === 'endpoint' ? requestFromEndpoint(item.data) : minimalRequest(endpoint);
    } catch {
      request = minimalRequest(endpoint);
    }
    // No name of its own: the row shows the endpoint's name as the design has it now.
    add(newRequestStep({ kind: 'endpoint', endpointId: endpoint.id }, request));
  };

  return (
    <div style={GRID}>
      <section
        aria-label={t('tests.steps.title')}
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: '12px 12px 8px',
          minWidth: 0,
        }}
      >
        <Flex align={CENTER} justify={BETWEEN} gap={8} style={{ marginBottom: 8 }}>
          <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
            {t('tests.steps.title')}
          </Typography.Title>
          {!readOnly && <AddStepMenu onChoose={choose} />}
        </Flex>
        <StepList
          steps={steps}
          missing={new Set(missing)}
          issues={issues}
          endpoints={endpoints.byId}
          readOnly={readOnly}
          selectedId={selectedId}
          onSelect={onSelect}
          onChange={onChange}
        />
      </section>
      <StepDetail
        projectId={projectId}
        step={selected}
        isMissing={selected !== null && missing.includes(selected.id)}
        issues={selected ? (issues[selected.id] ?? []) : []}
        endpoints={endpoints.byId}
        readOnly={readOnly}
        onChange={(step) =>
          onChange(
            updateStep(steps, step.id, () => step),
            step.id,
          )
        }
      />
      <EndpointPicker
        projectId={projectId}
        mode={picker}
        endpoints={endpoints.list}
        isLoading={endpoints.isPending}
        onClose={() => setPicker(null)}
        onPick={(picked) => void pick(picked)}
      />
    </div>
  );
}
