import {
  MAX_SCENARIO_STEPS,
  MAX_STEP_DEPTH,
  scenarioSettingsSchema,
  type ScenarioBody,
  type TestStep,
} from '@heron/contract';
import { asText, isRecord } from '../../design/import/import-context.js';
import { descriptionText } from '../../design/postman/postman-url.js';
import { checkCollectionVersion } from './collection-version.js';
import { effectiveAuth } from './effective-auth.js';
import { eventScripts, joinScripts, type ScriptListen, type ScriptPart } from './item-scripts.js';
import type { ReadPostmanFile } from './request-body.js';
import { fallbackRequestName, requestFromItem } from './request-from-item.js';
import { selectFolders } from './select-folders.js';
import { StepIds } from './step-ids.js';
import { readVariableList } from './variable-text.js';

/**
 * A Postman collection (v2.0 or v2.1) as a Heron scenario, so `heron run` runs it as newman
 * does (issue 22): folders become groups, requests become request steps whose scripts and auth
 * are what newman would use for them (their collection's and folders' included), in collection
 * order. The tests stay scripts: a request step gets no assertions or extractions of its own.
 * Whatever cannot be carried over is left out and named in `problems`; only a file that is not
 * a runnable collection, or a `--folder` that is not in it, is refused.
 */

export interface CollectionToScenarioOptions {
  /**
   * newman's `--folder` (repeatable): run only the folders or requests with these names (or
   * ids), found anywhere in the tree; empty or absent runs everything.
   */
  folders?: readonly string[];
  /**
   * Reads a file that a form field or a file body names by `src` (newman reads it relative to
   * its working directory). Absent, or returning null: the field is left out, as newman leaves
   * out a file it cannot read, and a problem says so.
   */
  readFile?: ReadPostmanFile;
}

export type CollectionToScenario =
  | {
      ok: true;
      scenario: ScenarioBody;
      /** The collection's variables (enabled ones), by key: the run's collection scope. */
      variables: Record<string, string>;
      /** One sentence per thing not carried over. */
      problems: string[];
    }
  | { ok: false; message: string };

/** Folders nested deeper than this are refused: no real collection comes near, and it bounds recursion. */
const MAX_FOLDER_NESTING = 100;
const MAX_NAME = 200;
const MAX_DESCRIPTION = 10_000;

/** A collection or folder above a request: what it adds to each request inside it. */
interface Level {
  /** Its path of names, for problems (empty for the collection). */
  names: string[];
  auth: unknown;
  scripts: Record<ScriptListen, ScriptPart[]>;
}

interface Walk {
  ids: Map<Record<string, unknown>, string>;
  /** Null: everything runs. */
  selection: { selected: ReadonlySet<unknown>; onPath: ReadonlySet<unknown> } | null;
  readFile: ReadPostmanFile | undefined;
  problems: string[];
  stepCount: number;
}

export function collectionToScenario(
  collection: unknown,
  options: CollectionToScenarioOptions = {},
): CollectionToScenario {
  const checked = checkCollectionVersion(collection);
  if (!checked.ok) return checked;
  const root = checked.collection;
  if (folderNesting(root.item) > MAX_FOLDER_NESTING) {
    return {
      ok: false,
      message: `The collection's folders nest deeper than ${MAX_FOLDER_NESTING} levels.`,
    };
  }
  const walk: Walk = {
    ids: stepIds(root.item),
    selection: null,
    readFile: options.readFile,
    problems: [...checked.notes],
    stepCount: 0,
  };
  const folders = options.folders ?? [];
  if (folders.length > 0) {
    const chosen = selectFolders(root.item, folders);
    if (!chosen.ok)
      return { ok: false, message: `folder "${chosen.missing}" not found in the collection` };
    walk.selection = { selected: chosen.selected, onPath: ancestorsOf(root.item, chosen.selected) };
  }

  const info = isRecord(root.info) ? root.info : {};
  const top = enterLevel(root, [], 'the collection', walk);
  const steps = convertItems(root.item, [top], 0, walk.selection === null, walk);
  if (walk.stepCount > MAX_SCENARIO_STEPS) {
    return {
      ok: false,
      message: `The collection has ${walk.stepCount} requests and folders to run; a Heron scenario holds at most ${MAX_SCENARIO_STEPS}. Choose some of its folders to run.`,
    };
  }
  const name = (asText(info.name) ?? asText(root.name) ?? '').trim().slice(0, MAX_NAME);
  const scenario: ScenarioBody = {
    name: name === '' ? 'Postman collection' : name,
    description: descriptionText(info.description ?? root.description).slice(0, MAX_DESCRIPTION),
    settings: scenarioSettingsSchema.parse({}),
    steps,
  };
  // v2.0 exports wrote the list as `variables`; newman reads both.
  const variables = readVariableList([...listOf(root.variable), ...listOf(root.variables)]);
  return { ok: true, scenario, variables, problems: walk.problems };
}

function convertItems(
  items: readonly unknown[],
  chain: readonly Level[],
  depth: number,
  isSelected: boolean,
  walk: Walk,
): TestStep[] {
  const steps: TestStep[] = [];
  const parentNames = chain.at(-1)!.names;
  items.forEach((item, index) => {
    if (!isRecord(item)) {
      walk.problems.push(
        `${label([...parentNames, `item ${index + 1}`])}: it is not an object; it is left out.`,
      );
      return;
    }
    const selection = walk.selection;
    const isChosen = isSelected || selection === null || selection.selected.has(item);
    if (!isChosen && !selection!.onPath.has(item)) return;
    const name = (asText(item.name) ?? '').trim().slice(0, MAX_NAME);
    const names = [...parentNames, name === '' ? `item ${index + 1}` : name];
    const id = walk.ids.get(item)!;
    if ('item' in item) {
      steps.push(...convertFolder(item, { id, name, names }, chain, depth, isChosen, walk));
    } else if ('request' in item) {
      const step = convertRequest(item, { id, name, names }, chain, walk);
      if (step !== null) steps.push(step);
    } else {
      walk.problems.push(`${label(names)}: it is neither a request nor a folder; it is left out.`);
    }
  });
  return steps;
}

interface Named {
  id: string;
  name: string;
  names: string[];
}

function convertFolder(
  folder: Record<string, unknown>,
  { id, name, names }: Named,
  chain: readonly Level[],
  depth: number,
  isChosen: boolean,
  walk: Walk,
): TestStep[] {
  const level = enterLevel(folder, names, `folder "${name}"`, walk);
  const children = Array.isArray(folder.item) ? folder.item : [];
  if (!Array.isArray(folder.item)) {
    walk.problems.push(`${label(names)}: its "item" is not a list; it runs nothing.`);
  }
  // A group's steps sit one level deeper; past the contract's depth, the folder's requests run
  // in place, in the same order and with the same scripts and auth, just not grouped.
  if (depth + 1 >= MAX_STEP_DEPTH) {
    walk.problems.push(
      `${label(names)}: folders nest deeper than a scenario's ${MAX_STEP_DEPTH} levels; its requests run in place, not in a group of their own.`,
    );
    return convertItems(children, [...chain, level], depth, isChosen, walk);
  }
  walk.stepCount += 1;
  const steps = convertItems(children, [...chain, level], depth + 1, isChosen, walk);
  return [{ id, name, enabled: true, type: 'group', steps }];
}

function convertRequest(
  item: Record<string, unknown>,
  { id, name, names }: Named,
  chain: readonly Level[],
  walk: Walk,
): TestStep | null {
  const own = enterLevel(item, names, 'the request', walk);
  const request = item.request;
  const auth = effectiveAuth([
    isRecord(request) ? request.auth : undefined,
    ...chain.map((level) => level.auth).reverse(),
  ]);
  if (auth.problem !== undefined) walk.problems.push(`${label(names)}: ${auth.problem}.`);
  const levels = [...chain, own];
  const converted = requestFromItem(request, {
    auth: auth.auth,
    preRequestScript: joinScripts(levels.flatMap((level) => level.scripts.prerequest)),
    postResponseScript: joinScripts(levels.flatMap((level) => level.scripts.test)),
    readFile: walk.readFile,
  });
  if (!converted.ok) {
    walk.problems.push(`${label(names)}: ${converted.problem}.`);
    return null;
  }
  for (const problem of converted.problems) walk.problems.push(`${label(names)}: ${problem}.`);
  walk.stepCount += 1;
  return {
    id,
    name: name === '' ? fallbackRequestName(request).slice(0, MAX_NAME) : name,
    enabled: true,
    type: 'request',
    source: { kind: 'custom' },
    request: converted.request,
    assertions: [],
    extractions: [],
  };
}

/**
 * What a collection, folder or request adds to the requests it holds: its auth and scripts.
 * What it has that a run cannot use is reported here, once, not for every request inside.
 */
function enterLevel(
  entry: Record<string, unknown>,
  names: string[],
  owner: string,
  walk: Walk,
): Level {
  const where = names.length === 0 ? 'The collection' : label(names);
  const scripts = { prerequest: [] as ScriptPart[], test: [] as ScriptPart[] };
  for (const listen of ['prerequest', 'test'] as const) {
    const { codes, skippedSources } = eventScripts(entry.event, listen);
    scripts[listen] = codes.map((code) => ({ owner, code }));
    if (skippedSources > 0) {
      walk.problems.push(
        `${where}: a script names a file instead of holding its code; it is not run.`,
      );
    }
    if (codes.some((code) => FLOW_CONTROL.test(code))) {
      walk.problems.push(
        `${where}: a script chooses the next request (setNextRequest or skipRequest); Heron runs the requests in collection order.`,
      );
    }
  }
  // v2.1 allows variables on folders and requests; a run's scopes have no place for them.
  if (names.length > 0 && listOf(entry.variable).length > 0) {
    walk.problems.push(`${where}: its own variables are not used; only the collection's are.`);
  }
  const settings = setProtocolSettings(entry.protocolProfileBehavior);
  if (settings.length > 0) {
    walk.problems.push(
      `${where}: its protocol settings (${settings.join(', ')}) are not applied; the request settings' defaults are used.`,
    );
  }
  return { names, auth: entry.auth, scripts };
}

/** The protocol settings given a value (Postman writes `disabledSystemHeaders: {}` for none). */
function setProtocolSettings(behaviour: unknown): string[] {
  if (!isRecord(behaviour)) return [];
  return Object.entries(behaviour)
    .filter(([, value]) => !(isRecord(value) && Object.keys(value).length === 0))
    .map(([key]) => key);
}

const FLOW_CONTROL = /\b(?:setNextRequest|skipRequest)\s*\(/;

/** Every item's step id, made in tree order over the whole collection (see StepIds). */
function stepIds(items: readonly unknown[]): Map<Record<string, unknown>, string> {
  const ids = new StepIds();
  const byItem = new Map<Record<string, unknown>, string>();
  const visit = (list: readonly unknown[], path: number[]): void => {
    list.forEach((item, index) => {
      if (!isRecord(item)) return;
      byItem.set(item, ids.next(item.id ?? item._postman_id, [...path, index]));
      if (Array.isArray(item.item)) visit(item.item, [...path, index]);
    });
  };
  visit(items, []);
  return byItem;
}

/** The folders that hold a selected item: they run as groups holding only what was chosen. */
function ancestorsOf(items: readonly unknown[], selected: ReadonlySet<unknown>): Set<unknown> {
  const onPath = new Set<unknown>();
  const visit = (list: readonly unknown[]): boolean => {
    let holdsSelected = false;
    for (const item of list) {
      if (!isRecord(item)) continue;
      if (selected.has(item)) holdsSelected = true;
      if (Array.isArray(item.item) && visit(item.item)) {
        onPath.add(item);
        holdsSelected = true;
      }
    }
    return holdsSelected;
  };
  visit(items);
  return onPath;
}

/** How deep folders nest, counted without recursion (the input is not trusted yet). */
function folderNesting(items: readonly unknown[]): number {
  let deepest = 0;
  const stack: Array<[readonly unknown[], number]> = [[items, 0]];
  while (stack.length > 0) {
    const [list, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_FOLDER_NESTING) break;
    for (const item of list) {
      if (isRecord(item) && Array.isArray(item.item)) stack.push([item.item, depth + 1]);
    }
  }
  return deepest;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function label(names: readonly string[]): string {
  return `"${names.join(' / ')}"`;
}
