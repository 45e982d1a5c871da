/* eslint-disable i18next/no-literal-string -- test stand-ins, never shown to a person */
import type { EndpointData, ModelData } from '@heron/contract';

// Stand-ins for the other helpers' editors and dialogs in the designer's tests: the shell is
// tested on what it passes in and what it does with onChange, not on their insides.

type EditorProps<D> = {
  name: string;
  data: D;
  onChange: (next: { name: string; data: D }) => void;
  readOnly?: boolean;
  models: string[];
  securitySchemes?: string[];
  projectId?: string;
};

export function EndpointEditor(props: EditorProps<EndpointData>) {
  return (
    <div data-testid="endpoint-editor-stub" data-read-only={String(Boolean(props.readOnly))}>
      <input
        aria-label="Endpoint name"
        value={props.name}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange({ name: event.target.value, data: props.data })}
      />
      <input
        aria-label="Endpoint path"
        value={props.data.path}
        readOnly={props.readOnly}
        onChange={(event) =>
          props.onChange({ name: props.name, data: { ...props.data, path: event.target.value } })
        }
      />
      <span data-testid="endpoint-models">{props.models.join(',')}</span>
      <span data-testid="endpoint-schemes">{(props.securitySchemes ?? []).join(',')}</span>
    </div>
  );
}

// The doc editor loads lazily beside the other editors (lazy-editors.tsx) but is tested as itself:
// the designer's tests get the real one, at once.
export { DocEditor } from '../doc-editor/doc-editor';

export function ModelEditor(props: EditorProps<ModelData>) {
  return (
    <div data-testid="model-editor-stub">
      <input
        aria-label="Model name"
        value={props.name}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange({ name: event.target.value, data: props.data })}
      />
    </div>
  );
}

// The stand-ins are there at once: nothing to fetch ahead.
export function preloadEditor(): void {}

export function ImportDialog(props: { projectId: string; open: boolean; onClose: () => void }) {
  return props.open ? (
    <div data-testid="import-dialog-stub">
      <button onClick={props.onClose}>Close import</button>
    </div>
  ) : null;
}

export function AnnotateDialog(props: {
  projectId: string;
  scope: { itemIds?: string[]; title: string };
  open: boolean;
  onClose: () => void;
}) {
  return props.open ? (
    <div data-testid="annotate-dialog-stub">
      {`${props.scope.title}: ${props.scope.itemIds?.join(',') ?? 'whole project'}`}
      <button onClick={props.onClose}>Close annotation</button>
    </div>
  ) : null;
}

export function GenerateTestsDialog(props: {
  projectId: string;
  scope: { endpointId: string; title: string };
  open: boolean;
  onClose: () => void;
}) {
  return props.open ? (
    <div data-testid="generate-tests-dialog-stub">
      {`${props.scope.title}: ${props.scope.endpointId}`}
      <button onClick={props.onClose}>Close test generation</button>
    </div>
  ) : null;
}

export function ExportDialog(props: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  folderId?: string;
}) {
  return props.open ? (
    <div data-testid="export-dialog-stub">{props.folderId ?? 'whole project'}</div>
  ) : null;
}
