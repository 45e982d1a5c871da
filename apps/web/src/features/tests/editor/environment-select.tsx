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
  ariaLabel,
  testId = TESTS_TEST_IDS.environment,
  width = '100%',
}: {
  projectId: string;
  scenarioId: string;
  /** The control's id, for its label. */
  id?: string;
  /** Its name when no label stands for it (beside the Run button). */
  ariaLabel?: string;
  testId?: string;
  width?: number | string;
}) {
  const { environmentId, select } = useScenarioEnvironment(projectId, scenarioId);
  return (
    <EnvironmentChoice
      projectId={projectId}
      value={environmentId}
      onChange={select}
      id={id}
      ariaLabel={ariaLabel}
      testId={testId}
      width={width}
    />
  );
}

/**
 * The project's environments to choose one from, or none. A value that is no longer among them
 * (deleted since a schedule named it) says so rather than showing its id.
 */
export function EnvironmentChoice({
  projectId,
  value = null,
  onChange,
  id,
  ariaLabel,
  testId,
  width = '100%',
}: {
  projectId: string;
  /** Given by a form item when the choice is one of a form's fields. */
  value?: string | null;
  onChange?: (environmentId: string | null) => void;
  id?: string;
  ariaLabel?: string;
  testId?: string;
  width?: number | string;
}) {
  const { t } = useTranslation();
  const environments = useEnvironments(projectId);
  const items = environments.data ?? [];
  const isGone = value !== null && !environments.isPending && !items.some((i) => i.id === value);
  const options = [
    { value: NONE, label: t('tests.settings.noEnvironment') },
    ...items.map((item) => ({ value: item.id, label: item.name })),
    ...(isGone ? [{ value, label: t('tests.run.deletedEnvironment') }] : []),
  ];
  return (
    <Select
      id={id}
      value={value ?? NONE}
      options={options}
      loading={environments.isPending}
      aria-label={ariaLabel}
      onChange={(next: string) => onChange?.(next === NONE ? null : next)}
      style={{ width }}
      data-testid={testId}
    />
  );
}
