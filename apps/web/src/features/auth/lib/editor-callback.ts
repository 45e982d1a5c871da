import { looksLikeAppCallback, parseEditorCallback, type EditorCallback } from '@heron/contract';
import { useEditorCallbackSchemes } from '../api/get-editor-callback-schemes';

/** Editors by their URI scheme; product names, the same in every language. */
const EDITOR_NAMES: Record<string, string> = {
  vscode: 'VS Code',
  'vscode-insiders': 'VS Code Insiders',
  vscodium: 'VSCodium',
  cursor: 'Cursor',
  windsurf: 'Windsurf',
};

/** The editor's name for its scheme (a scheme the server allows but we do not know: as is). */
export function editorName(scheme: string): string {
  return EDITOR_NAMES[scheme] ?? scheme;
}

export type EditorRedirect =
  { status: 'none' } | { status: 'pending' } | { status: 'editor'; callback: EditorCallback };

/**
 * Whether the `redirect` parameter is an editor extension's callback. Only callbacks whose scheme
 * the server allows count (it decides again when asked for a code); anything else is not, and
 * the page goes to the safe in-site redirect instead.
 */
export function useEditorRedirect(redirect: string | null): EditorRedirect {
  const isCandidate = looksLikeAppCallback(redirect);
  const schemes = useEditorCallbackSchemes({ isEnabled: isCandidate });
  if (!isCandidate) return { status: 'none' };
  if (schemes.isPending) return { status: 'pending' };
  const callback = schemes.data ? parseEditorCallback(redirect, schemes.data) : undefined;
  return callback ? { status: 'editor', callback } : { status: 'none' };
}

/** Opens the editor's callback: the browser hands it to the editor (it leaves this page as is). */
export function openEditor(url: string) {
  window.location.assign(url);
}
