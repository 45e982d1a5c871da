import type { JsonSchema } from '@heron/contract';

/**
 * Stands in for the schema editor (another feature's) in this folder's tests: a plain JSON box.
 * Use with `vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'))`.
 */
export function SchemaEditor(props: {
  value: JsonSchema;
  onChange(next: JsonSchema): void;
  readOnly?: boolean;
}) {
  return (
    <textarea
      data-testid={STUB_TEST_ID}
      aria-label={STUB_LABEL}
      disabled={props.readOnly}
      value={JSON.stringify(props.value)}
      onChange={(event) => props.onChange(JSON.parse(event.target.value) as JsonSchema)}
    />
  );
}

const STUB_TEST_ID = 'schema-editor';
const STUB_LABEL = 'Schema';
