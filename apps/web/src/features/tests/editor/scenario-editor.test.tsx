import { beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestScenario, TestStep } from '@heron/contract';
import { hasUnsavedWork } from '../../../lib/unsaved-work';
import { LIST_PETS } from '../../../test/design-fixtures';
import { allowCodeMirror } from '../../../test/mock-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  CASE_ID,
  endpointStep,
  groupStep,
  makeScenario,
  SCENARIO_ROUTE,
  testingRoutes,
  waitStep,
} from '../../../test/testing-fixtures';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { TestsSection } from '../tests-section';

// antd renders a lot per screen; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(allowCodeMirror);

type SentBody = Omit<TestScenario, 'id' | 'projectId' | 'missing' | 'version'> & {
  baseVersion: number;
};

/** Answers a save with the scenario as sent, one version on. */
const savedAsSent: StubHandler = (request) => {
  const { baseVersion, ...body } = request.body as SentBody;
  return json(makeScenario({ ...body, version: baseVersion + 1 }));
};

function stub(scenario: TestScenario, routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...testingRoutes(scenario),
    [`PUT ${SCENARIO_ROUTE}`]: savedAsSent,
    ...routes,
  });
}

async function openScenario(options: { readOnly?: boolean } = {}) {
  renderPage(
    <TestsSection
      projectId={P1}
      readOnly={options.readOnly ?? false}
      canRun={!(options.readOnly ?? false)}
      isOpen
    />,
  );
  fireEvent.click(await screen.findByText('Checkout'));
  return screen.findByTestId(TESTS_TEST_IDS.editor);
}

async function addStep(choice: RegExp) {
  fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.addStep));
  const items = await screen.findAllByRole('menuitem', { name: choice });
  fireEvent.click(items.at(-1)!);
}

/** Opens a select and picks the option whose text holds `text`. */
async function pickOptionHolding(field: HTMLElement, text: string) {
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent?.includes(text),
    );
    if (found.length === 0) throw new Error(`No option holding "${text}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

async function save(api: ReturnType<typeof stub>, count = 1): Promise<SentBody> {
  fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.save));
  await waitFor(() => expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)).toHaveLength(count));
  return api.callsTo(`PUT ${SCENARIO_ROUTE}`).at(-1)!.body as SentBody;
}

const stepRow = (id: string) => screen.getByTestId(testsTestIdOf.step(id));
const steps = () => screen.getByTestId(TESTS_TEST_IDS.steps);
const detail = () => screen.getByTestId(TESTS_TEST_IDS.stepDetail);

/** The step tree as `type` (and children), to compare shapes without the new ids. */
function shapeOf(list: readonly TestStep[]): unknown[] {
  return list.map((step) => {
    if (step.type === 'if') return { if: shapeOf(step.then), else: shapeOf(step.else) };
    if ('steps' in step) return { [step.type]: shapeOf(step.steps) };
    return step.type === 'request' ? `request:${step.source.kind}` : step.type;
  });
}

/** Pretends the row is laid out 40 px tall at the top of the window (jsdom lays out nothing). */
function laidOut(element: HTMLElement) {
  element.getBoundingClientRect = () => new DOMRect(0, 0, 300, 40);
  return element;
}

function dragAt(type: 'dragOver' | 'drop', element: HTMLElement, offsetY: number) {
  const event = new MouseEvent(type.toLowerCase(), {
    bubbles: true,
    cancelable: true,
    clientY: offsetY,
  });
  Object.defineProperty(event, 'dataTransfer', { value: { dropEffect: 'none' } });
  fireEvent(element, event);
  return event;
}

describe('the scenario editor', { timeout: 60_000 }, () => {
  it('adds every kind of step, into the selected container or after the selected step', async () => {
    const api = stub(makeScenario());
    await openScenario();
    expect(screen.getByTestId(TESTS_TEST_IDS.save)).toHaveProperty('disabled', true);

    await addStep(/Custom request/);
    await addStep(/Endpoint from the design/);
    const picker = await screen.findByTestId(TESTS_TEST_IDS.picker);
    await pickOptionHolding(within(picker).getByLabelText('Endpoint'), 'List pets');
    fireEvent.click(within(picker).getByRole('button', { name: 'Add' }));
    expect(await within(steps()).findByText('List pets')).toBeTruthy();

    await addStep(/Saved case of an endpoint/);
    const casePicker = (await screen.findAllByTestId(TESTS_TEST_IDS.picker)).at(-1)!;
    await pickOptionHolding(within(casePicker).getByLabelText('Endpoint'), 'List pets');
    await pickOptionHolding(await within(casePicker).findByLabelText('Case'), 'Only cats');
    fireEvent.click(within(casePicker).getByRole('button', { name: 'Add' }));
    expect(await within(steps()).findByText('Only cats')).toBeTruthy();

    await addStep(/^wait Wait$|Wait/);
    await addStep(/Script/);
    await addStep(/Group/);
    await addStep(/If \/ else/);
    await addStep(/For each/);
    await addStep(/Repeat/);
    // Changed and not saved: leaving the project would ask first.
    expect(hasUnsavedWork()).toBe(true);

    const body = await save(api);
    expect(body.baseVersion).toBe(3);
    expect(shapeOf(body.steps)).toEqual([
      'request:custom',
      'request:endpoint',
      'request:case',
      'wait',
      'script',
      { group: [{ if: [{ 'for-each': [{ repeat: [] }] }], else: [] }] },
    ]);
    expect(body.steps[1]).toMatchObject({
      name: '',
      source: { kind: 'endpoint', endpointId: LIST_PETS },
      request: { method: 'GET', url: '/pets' },
    });
    expect(body.steps[2]).toMatchObject({
      source: { kind: 'case', endpointId: LIST_PETS, caseId: CASE_ID },
      request: { url: '/pets?kind=cat' },
    });
    await waitFor(() => expect(hasUnsavedWork()).toBe(false));
    expect(await screen.findByText('Scenario saved')).toBeTruthy();
  });

  it('moves a step with its buttons and saves with Ctrl+S from the version loaded', async () => {
    const api = stub(makeScenario({ steps: [waitStep('a', 100), waitStep('b', 200)] }));
    await openScenario();
    expect(stepRow('a').querySelector('button[aria-label^="Move"]')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByTestId(testsTestIdOf.stepDown('a')));
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${SCENARIO_ROUTE}`)[0]!.body as SentBody;
    expect(body.steps.map((step) => step.id)).toEqual(['b', 'a']);
    expect(body).toMatchObject({ name: 'Checkout', description: 'Buys a pet', baseVersion: 3 });
  });

  it('drops a dragged step into a group, and into an empty branch by its head', async () => {
    const ifStep: TestStep = {
      id: 'i',
      name: '',
      enabled: true,
      type: 'if',
      condition: { left: '{{a}}', comparator: 'equals', right: '1' },
      then: [],
      else: [],
    };
    const api = stub(
      makeScenario({ steps: [waitStep('w'), waitStep('v'), groupStep('g'), ifStep] }),
    );
    await openScenario();

    fireEvent.dragStart(stepRow('w'), {
      dataTransfer: { setData: () => {}, effectAllowed: 'all' },
    });
    const group = laidOut(stepRow('g'));
    expect(dragAt('dragOver', group, 20).defaultPrevented).toBe(true);
    dragAt('drop', group, 20);

    fireEvent.dragStart(stepRow('v'), {
      dataTransfer: { setData: () => {}, effectAllowed: 'all' },
    });
    const elseHead = screen.getByTestId(testsTestIdOf.listHead('i', 'else'));
    expect(dragAt('dragOver', elseHead, 5).defaultPrevented).toBe(true);
    dragAt('drop', elseHead, 5);

    // A group never goes into itself: no drop place is offered.
    fireEvent.dragStart(stepRow('g'), {
      dataTransfer: { setData: () => {}, effectAllowed: 'all' },
    });
    expect(dragAt('dragOver', laidOut(stepRow('w')), 5).defaultPrevented).toBe(false);
    fireEvent.dragEnd(stepRow('g'));

    const body = await save(api);
    expect(body.steps).toMatchObject([
      { id: 'g', steps: [{ id: 'w' }] },
      { id: 'i', then: [], else: [{ id: 'v' }] },
    ]);
  });

  it('shows the assertion fields each source and comparator uses', async () => {
    const api = stub(makeScenario({ steps: [endpointStep('r')] }));
    await openScenario();
    fireEvent.click(await within(stepRow('r')).findByText('List pets'));
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.addAssertion));

    // The status: no path; equals 200.
    expect(screen.queryByLabelText('Name or path, assertion 1')).toBeNull();
    expect((screen.getByLabelText('Expected value, assertion 1') as HTMLInputElement).value).toBe(
      '200',
    );

    await pickOptionHolding(screen.getByLabelText('What assertion 1 checks'), 'Header');
    fireEvent.change(screen.getByLabelText('Name or path, assertion 1'), {
      target: { value: 'content-type' },
    });
    await pickOptionHolding(screen.getByLabelText('Comparison, assertion 1'), 'does not exist');
    expect(screen.queryByLabelText('Expected value, assertion 1')).toBeNull();

    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.addAssertion));
    await pickOptionHolding(screen.getByLabelText('What assertion 2 checks'), 'JSON body');
    await pickOptionHolding(screen.getByLabelText('Comparison, assertion 2'), 'is of type');
    await pickOptionHolding(screen.getByLabelText('Expected value, assertion 2'), 'array');

    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.addAssertion));
    await pickOptionHolding(screen.getByLabelText('What assertion 3 checks'), 'Matches the design');
    expect(screen.queryByLabelText('Comparison, assertion 3')).toBeNull();
    expect(screen.queryByLabelText('Expected value, assertion 3')).toBeNull();
    expect(
      screen.getByText("The answer is checked against the endpoint's declared responses."),
    ).toBeTruthy();

    const body = await save(api);
    const [step] = body.steps;
    expect(step).toMatchObject({
      assertions: [
        { source: 'header', path: 'content-type', comparator: 'not-exists' },
        { source: 'json', comparator: 'is-type', value: 'array' },
        { source: 'design' },
      ],
    });
  });

  it('checks an extracted variable’s name as it is typed and before saving', async () => {
    const api = stub(makeScenario({ steps: [endpointStep('r')] }));
    await openScenario();
    fireEvent.click(await within(stepRow('r')).findByText('List pets'));
    fireEvent.click(await screen.findByTestId(TESTS_TEST_IDS.addExtraction));

    // Empty: said only once a save asks for it; nothing is sent.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.save));
    expect(await screen.findByText('Enter a variable name')).toBeTruthy();
    expect(screen.getByTestId(testsTestIdOf.stepIssue('r'))).toBeTruthy();
    expect(api.callsTo(`PUT ${SCENARIO_ROUTE}`)).toHaveLength(0);

    const name = screen.getByLabelText('Variable name, row 1');
    fireEvent.change(name, { target: { value: '1st id' } });
    expect(
      await screen.findByText('Start with a letter or _, then use letters, digits, _, - or .'),
    ).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'petId' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());

    // A regular expression has a capture group; the status has no path.
    await pickOptionHolding(
      screen.getByLabelText('Where variable 1 comes from'),
      'Regular expression',
    );
    expect(screen.getByLabelText('Capture group, variable 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name, path or pattern, variable 1'), {
      target: { value: 'id=(\\d+)' },
    });
    await pickOptionHolding(screen.getByLabelText('Where variable 1 is kept'), 'Environment');

    const body = await save(api);
    expect(body.steps[0]).toMatchObject({
      extractions: [
        { variable: 'petId', source: 'regex', path: 'id=(\\d+)', group: 1, scope: 'environment' },
      ],
    });
  });

  it('says a save came after someone else’s, and reloads their version', async () => {
    let version = 3;
    const api = stub(makeScenario({ steps: [waitStep('a')] }), {
      [`GET ${SCENARIO_ROUTE}`]: () => json(makeScenario({ version, steps: [waitStep('a')] })),
      [`PUT ${SCENARIO_ROUTE}`]: () => problem('EDIT_CONFLICT'),
    });
    await openScenario();
    fireEvent.change(screen.getByTestId(TESTS_TEST_IDS.description), { target: { value: 'Mine' } });
    await save(api);
    const conflict = await screen.findByTestId(TESTS_TEST_IDS.conflict);
    expect(conflict.textContent).toContain(
      'Someone else saved this scenario after you opened it, so your changes were not saved.',
    );
    version = 5;
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.reload));
    await waitFor(() => expect(screen.queryByTestId(TESTS_TEST_IDS.conflict)).toBeNull());
    expect((screen.getByTestId(TESTS_TEST_IDS.description) as HTMLTextAreaElement).value).toBe(
      'Buys a pet',
    );
    expect(hasUnsavedWork()).toBe(false);
  });

  it('marks the step a refused save points at', async () => {
    const api = stub(
      makeScenario({ steps: [waitStep('a'), groupStep('g', [endpointStep('r')])] }),
      {
        [`PUT ${SCENARIO_ROUTE}`]: () =>
          problem('VALIDATION_FAILED', {
            errors: [
              {
                in: 'body',
                pointer: '/steps/1/steps/0/source/endpointId',
                message: 'No such endpoint in this project',
              },
            ],
          }),
      },
    );
    await openScenario();
    fireEvent.change(screen.getByTestId(TESTS_TEST_IDS.description), { target: { value: 'Mine' } });
    await save(api);
    expect(await screen.findByTestId(testsTestIdOf.stepIssue('r'))).toBeTruthy();
    expect(
      within(detail()).getByText(
        'The endpoint of this step is not in the project (it may have been deleted)',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No such endpoint/)).toBeNull();
  });

  it('warns of a step whose endpoint was deleted instead of hiding it', async () => {
    stub(makeScenario({ steps: [endpointStep('r'), waitStep('a')], missing: ['r'] }), {
      [`GET /api/v1/projects/${P1}/design/tree`]: () => json({ nodes: [] }),
    });
    await openScenario();
    expect((await screen.findByTestId(testsTestIdOf.stepMissing('r'))).textContent).toContain(
      'The endpoint was deleted',
    );
    fireEvent.click(within(stepRow('r')).getByText('/pets'));
    expect(within(detail()).getByText(/was deleted from the design/)).toBeTruthy();
  });

  it('keeps an iteration data file by its name and rows, and refuses one a run could not read', async () => {
    const api = stub(makeScenario());
    await openScenario();
    // Folded to a line that says how it runs.
    const toggle = screen.getByTestId(TESTS_TEST_IDS.settingsToggle);
    expect(toggle.textContent).toContain(
      'No environment · Continue with the next step · Iterations: 1',
    );
    fireEvent.click(toggle);
    const input = screen.getByTestId(TESTS_TEST_IDS.dataFile);
    const csv = new File(['name,age\nRex,3\nTom,"1"\n'], 'pets.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [csv] } });
    const summary = await screen.findByTestId(TESTS_TEST_IDS.dataSummary);
    expect(summary.textContent).toContain('pets.csv');
    expect(summary.textContent).toContain('2 rows');
    expect(screen.getByTestId(TESTS_TEST_IDS.iterations)).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [new File(['{"a": 1}'], 'one.json', { type: 'application/json' })] },
    });
    expect((await screen.findByTestId(TESTS_TEST_IDS.dataError)).textContent).toContain('one.json');
    expect(screen.getByTestId(TESTS_TEST_IDS.dataSummary).textContent).toContain('pets.csv');

    const body = await save(api);
    expect(body.settings.data).toEqual({
      kind: 'csv',
      fileName: 'pets.csv',
      text: 'name,age\nRex,3\nTom,"1"\n',
    });
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.dataRemove));
    expect(screen.queryByTestId(TESTS_TEST_IDS.dataSummary)).toBeNull();
  });

  it('shows a read-only member the steps with no way to change them', async () => {
    stub(makeScenario({ steps: [endpointStep('r'), waitStep('a')] }));
    await openScenario({ readOnly: true });
    expect(await within(steps()).findByText('List pets')).toBeTruthy();
    expect(screen.queryByTestId(TESTS_TEST_IDS.save)).toBeNull();
    expect(screen.queryByTestId(TESTS_TEST_IDS.addStep)).toBeNull();
    expect(screen.queryByTestId(testsTestIdOf.stepRemove('r'))).toBeNull();
    expect(screen.queryByTestId(testsTestIdOf.stepUp('a'))).toBeNull();
    expect(stepRow('r').getAttribute('draggable')).toBeNull();
    fireEvent.click(await within(stepRow('r')).findByText('List pets'));
    expect(screen.queryByTestId(TESTS_TEST_IDS.addAssertion)).toBeNull();
    expect(screen.queryByTestId(TESTS_TEST_IDS.addExtraction)).toBeNull();
    expect(screen.getByTestId(TESTS_TEST_IDS.stepName)).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId(TESTS_TEST_IDS.settingsToggle));
    expect(screen.getByText('No data file')).toBeTruthy();
    expect(screen.queryByTestId(TESTS_TEST_IDS.dataFile)).toBeNull();
    expect((screen.getByTestId(TESTS_TEST_IDS.name) as HTMLInputElement).readOnly).toBe(true);
  });
});
