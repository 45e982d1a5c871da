import type { ScenarioSettings, TestScenario, TestStep } from '@heron/contract';
import type { UpdateTestScenarioInput } from '../api/update-test-scenario';

/** What the editor changes of a scenario: everything a save sends but the version. */
export interface ScenarioDraft {
  name: string;
  description: string;
  settings: ScenarioSettings;
  steps: TestStep[];
}

/** A scenario being changed: the draft, and the version the change started from. */
export interface ScenarioEdit {
  baseVersion: number;
  draft: ScenarioDraft;
}

export function draftOf(scenario: TestScenario): ScenarioDraft {
  return {
    name: scenario.name,
    description: scenario.description,
    settings: scenario.settings,
    steps: scenario.steps,
  };
}

/** The body of the save: the draft, its name trimmed as the contract reads it, and the version. */
export function saveBodyOf(edit: ScenarioEdit): UpdateTestScenarioInput {
  const { draft } = edit;
  return {
    name: draft.name.trim(),
    description: draft.description,
    settings: draft.settings,
    steps: draft.steps,
    baseVersion: edit.baseVersion,
  };
}
