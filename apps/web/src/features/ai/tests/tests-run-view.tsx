import { useState } from 'react';
import { Alert, Flex } from 'antd';
import type { AiRun } from '@heron/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { testScenarioPath } from '../../../lib/paths';
import { useAnnotationRun } from '../api/get-annotation-run';
import { RunPanel } from '../annotate/run-panel';
import { AI_TEST_IDS } from '../test-ids';
import { TestCaseReview } from './test-case-review';

const SUCCESS = 'success';

export interface TestsRunViewProps {
  projectId: string;
  teamId: string | undefined;
  /** The endpoint's name, which names the run's scenario. */
  title: string;
  /** The run as last known (from its start or the list); followed from there. */
  initial: AiRun;
  onNewRun: () => void;
  onClose: () => void;
}

/**
 * A test generation run: its status, progress and cost as any AI run shows them, then, once it
 * ended with cases waiting, their review; after an acceptance, the way to the run's scenario,
 * which every later acceptance of the run adds to.
 */
export function TestsRunView({
  projectId,
  teamId,
  title,
  initial,
  onNewRun,
  onClose,
}: TestsRunViewProps) {
  const { t } = useTranslation();
  // The same query the run panel follows: one read in flight for both.
  const run = useAnnotationRun(projectId, initial.id, initial).data ?? initial;
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const isReviewable = run.status !== 'running' && run.proposals.pending > 0;
  return (
    <Flex vertical gap={16}>
      <RunPanel
        projectId={projectId}
        teamId={teamId}
        initial={initial}
        onNewRun={onNewRun}
        onClose={onClose}
      />
      {scenarioId && (
        <Alert
          type={SUCCESS}
          showIcon
          title={t('ai.tests.saved', { name: title })}
          action={
            <Link
              to={testScenarioPath(projectId, scenarioId)}
              onClick={onClose}
              data-testid={AI_TEST_IDS.testsScenarioLink}
            >
              {t('ai.tests.openScenario')}
            </Link>
          }
        />
      )}
      {isReviewable && (
        <TestCaseReview projectId={projectId} runId={run.id} onSaved={setScenarioId} />
      )}
    </Flex>
  );
}
