import { configure, screen, waitFor } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import type { ProjectSummary } from '@heron/contract';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi, type StubHandler } from '../../../test/stub-api';
import { makeProject, P1 } from '../../../test/project-fixtures';
import { designRoutes } from '../../../test/design-fixtures';
import { DesignWorkspace } from './design-workspace';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';

// Test files that render the designer mock its lazily loaded parts with the stubs:
//   vi.mock('<path>/shell/lazy-editors', () => import('<path>/shell/design-test-stubs'));
//   vi.mock('<path>/shell/transfer-dialogs', () => import('<path>/shell/design-test-stubs'));

// The designer is a large antd page: on a busy machine a render can take more than the default
// second, which is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

// CodeMirror measures text with DOM ranges, which jsdom does not lay out.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/** The project workspace's guard, which the page around the designer holds. */
function Guard() {
  useUnsavedGuard(useParams().projectId ?? '');
  return null;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The buttons whose text is `text`. Role queries are slow over the designer's large DOM; the
 * browser tests use roles.
 */
export function buttonsNamed(text: string, container: ParentNode = document): HTMLButtonElement[] {
  return [...container.querySelectorAll('button')].filter((button) => button.textContent === text);
}

/** The one button named `text`. */
export function buttonNamed(text: string, container: ParentNode = document): HTMLButtonElement {
  const [button, ...others] = buttonsNamed(text, container);
  if (!button || others.length > 0) throw new Error(`Not exactly one button "${text}"`);
  return button;
}

/** The open dialog titled `title` (antd keeps closed ones in the page, hidden). */
export function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].find(
      (wrap) =>
        wrap.style.display !== 'none' &&
        wrap.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!dialog) throw new Error(`No open dialog "${title}"`);
    return dialog;
  });
}

/** The address the designer is at. */
export const where = () => screen.getByTestId('where').textContent;

/** Renders the designer of project P1 at `path`, with the API stubbed. */
export function renderDesign(
  options: {
    project?: ProjectSummary;
    path?: string;
    /** False: another section of the workspace is shown, the designer hidden behind it. */
    isVisible?: boolean;
    routes?: Record<string, StubHandler>;
  } = {},
) {
  // Open tabs and the tree's width are kept in localStorage; every test starts with none.
  window.localStorage.clear();
  const project = options.project ?? makeProject();
  const api = stubApi({ ...designRoutes(project), ...options.routes });
  const view = renderRoutes(
    [
      {
        // Every section of the workspace, as the app's route: the designer stays mounted.
        path: '/project/:projectId/:section?',
        element: (
          <>
            <DesignWorkspace project={project} isVisible={options.isVisible ?? true} />
            <Guard />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    options.path ?? `/project/${P1}`,
  );
  return { api, ...view };
}
