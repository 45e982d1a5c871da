import {
  DEBUG_VALIDATION,
  debugRequestSchema,
  scenarioStepIssues,
  testVariableNameSchema,
  updateTestScenarioBody,
  walkStepsWithPointers,
  type TestStep,
} from '@heron/contract';
import { ISSUE_KEYS } from './issue-keys';
import type { ScenarioDraft, ScenarioEdit } from './scenario-draft';
import { saveBodyOf } from './scenario-draft';

/** One refused value of a step: where in the step (`as`, `extractions/<id>/variable`) and why. */
export interface StepIssue {
  /** A path inside the step, `''` for the step as a whole. */
  field: string;
  /** A translation key (see issueText). */
  message: string;
}

/** What stops a scenario from being saved: its own fields', and each step's by its id. */
export interface DraftIssues {
  /** The scenario's own fields: `name`, `description`, `settings`. */
  fields: Record<string, string>;
  steps: Record<string, StepIssue[]>;
}

export const NO_ISSUES: DraftIssues = { fields: {}, steps: {} };

export function hasIssues(issues: DraftIssues): boolean {
  return Object.keys(issues.fields).length > 0 || Object.keys(issues.steps).length > 0;
}

/** The field path of an extraction's variable inside its step. */
export function extractionField(extractionId: string): string {
  return `extractions/${extractionId}/variable`;
}

export const FOR_EACH_NAME_FIELD = 'as';
export const METHOD_FIELD = 'request/method';

/**
 * Why a variable's name is refused, or null: the contract's pattern (a letter or `_`, then
 * letters, digits, `_`, `-` and `.`), with a message of its own, since the contract's key
 * (`validation.variableName`) reads as the debugger's looser rule.
 */
export function variableNameIssue(name: string): string | null {
  if (name === '') return ISSUE_KEYS.variableRequired;
  return testVariableNameSchema.safeParse(name).success ? null : ISSUE_KEYS.variableName;
}

function stepChecks(step: TestStep): StepIssue[] {
  const found: StepIssue[] = [];
  if (step.type === 'for-each') {
    const issue = variableNameIssue(step.as);
    if (issue) found.push({ field: FOR_EACH_NAME_FIELD, message: issue });
  }
  if (step.type === 'request') {
    for (const extraction of step.extractions) {
      const issue = variableNameIssue(extraction.variable);
      if (issue) found.push({ field: extractionField(extraction.id), message: issue });
    }
    if (step.source.kind === 'custom') {
      const method = debugRequestSchema.shape.method.safeParse(step.request.method);
      if (!method.success)
        found.push({ field: METHOD_FIELD, message: DEBUG_VALIDATION.httpMethod });
    }
  }
  return found;
}

function addStepIssue(issues: DraftIssues, stepId: string, issue: StepIssue) {
  issues.steps[stepId] = [...(issues.steps[stepId] ?? []), issue];
}

/** The pointer of every step from the scenario body (`/steps/0/then/1`), longest first. */
export function stepPointers(steps: readonly TestStep[]): Array<[pointer: string, id: string]> {
  const pointers: Array<[string, string]> = [];
  for (const [step, , pointer] of walkStepsWithPointers(steps)) pointers.push([pointer, step.id]);
  return pointers.sort((a, b) => b[0].length - a[0].length);
}

/** The step a pointer falls in, and the rest of the pointer inside it. */
export function stepAt(
  pointers: ReadonlyArray<[string, string]>,
  pointer: string,
): { stepId: string; rest: string } | null {
  for (const [at, id] of pointers) {
    if (pointer === at || pointer.startsWith(`${at}/`)) {
      return { stepId: id, rest: pointer.slice(at.length) };
    }
  }
  return null;
}

/**
 * What in a draft the contract would refuse, before it is sent: the editor's own checks (names
 * of variables and methods, with messages in place), then the contract's schema and the limits it
 * cannot see, each put on the step its path falls in.
 */
export function draftIssues(edit: ScenarioEdit): DraftIssues {
  const issues: DraftIssues = { fields: {}, steps: {} };
  const { draft } = edit;
  if (draft.name.trim() === '') issues.fields.name = ISSUE_KEYS.nameRequired;
  for (const [step] of walkStepsWithPointers(draft.steps)) {
    for (const issue of stepChecks(step)) addStepIssue(issues, step.id, issue);
  }
  if (hasIssues(issues)) return issues;

  const pointers = stepPointers(draft.steps);
  for (const issue of scenarioStepIssues(draft.steps)) {
    const message = issue.message.includes('used twice')
      ? ISSUE_KEYS.duplicateId
      : issue.message.includes('nested deeper')
        ? ISSUE_KEYS.tooDeep
        : ISSUE_KEYS.invalid;
    if (issue.stepId) addStepIssue(issues, issue.stepId, { field: '', message });
  }
  const parsed = updateTestScenarioBody.safeParse(saveBodyOf(edit));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const pointer = `/${issue.path.map(String).join('/')}`;
      const at = stepAt(pointers, pointer);
      if (at) addStepIssue(issues, at.stepId, { field: at.rest.slice(1), message: issue.message });
      else issues.fields[String(issue.path[0] ?? '')] = issue.message;
    }
  }
  return issues;
}

/** Whether a draft differs from the scenario as loaded (steps compared by content). */
export function isChanged(draft: ScenarioDraft, loaded: ScenarioDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(loaded);
}
