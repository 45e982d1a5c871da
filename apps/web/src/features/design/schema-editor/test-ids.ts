/** Stable hooks for browser and component tests (`schema-row-<pointer>` for rows). */
export const TEST_IDS = {
  editor: 'schema-editor',
  view: 'schema-view',
  visual: 'schema-visual',
  visualLocked: 'schema-visual-locked',
  code: 'schema-code',
  syntax: 'schema-syntax',
  codeError: 'schema-code-error',
  settings: 'schema-settings',
  settingsEnum: 'schema-settings-enum',
  settingsPattern: 'schema-settings-pattern',
  settingsOther: 'schema-settings-other',
  discriminatorMapping: 'schema-discriminator-mapping',
  modelEditor: 'model-editor',
  modelName: 'model-name',
  modelDescription: 'model-description',
} as const;

/** The test id of the row of the node at `pointer` (`#`, `#/properties/id`). */
export function rowTestId(pointer: string): string {
  return `schema-row-${pointer}`;
}
