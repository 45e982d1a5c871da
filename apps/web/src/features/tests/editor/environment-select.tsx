import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoredChoice } from '../../../lib/use-stored-choice';
import { useEnvironments } from '../../debug';
import { TESTS_TEST_IDS } from '../test-ids';

const NONE = '';

/** Where a scenario's environment is remembered: per browser, per scenario. */
export function scenarioEnvironmentStorageKey(scenarioId: string): string {
  return `heron.tests.environment.${scenarioId}`;
}

/**
 * The environment a scenario runs against (its base URL and variables). A run names it when it
 * starts, and the scenario does not store it: each person keeps their own choice, per scenario,
 * in this browser, as the debugger keeps its own. One deleted since reads as none.
 */
export function useScenarioEnvironment(projectId: string, scenarioId: string) {
  const [stored, select] = useStoredChoice(scenarioEnvironmentStorageKey(scenarioId));
  const environments = useEnvironments(projectId);
  const environment = environments.data?.find((item) => item.id === stored) ?? null;
  return { environments, environmentId: environment?.id ?? null, select };
}

export function EnvironmentSelect({
  projectId,
  scenarioId,
  id,
}: {
  projectId: string;
  scenarioId: string;
  /** The control's id, for its label. */
  id: string;
}) {
  const { t } = useTranslation();
  const { environments, environmentId, select } = useScenarioEnvironment(projectId, scenarioId);
  const options = [
    { value: NONE, label: t('tests.settings.noEnvironment') },
    ...(environments.data ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <Select
      id={id}
      value={environmentId ?? NONE}
      options={options}
      loading={environments.isPending}
      onChange={(value: string) => select(value === NONE ? null : value)}
      style={{ width: '100%' }}
      data-testid={TESTS_TEST_IDS.environment}
    />
  );
}
