import { createContext, useContext } from 'react';
import type { DesignItemKind, DesignSection, ProjectSummary, TreeNode } from '@heron/contract';
import type { AnnotateScope, GenerateTestsScope } from '../../ai';
import type { TreeIndex } from '../../../lib/design/tree-index';
import type { Drafts } from './use-drafts';

/** Where a new item goes: its kind, its section (for a folder) and its folder (null = root). */
export interface CreateTarget {
  kind: DesignItemKind;
  section: DesignSection;
  parentId: string | null;
}

/** What the tree, the tabs and the editors ask of the designer. */
export interface DesignActions {
  openItem: (id: string) => void;
  /** Opens the folders above an item so the tree shows it (one just made elsewhere). */
  revealItem: (id: string) => void;
  createItem: (target: CreateTarget) => void;
  /** Folders and documents; endpoints and models are renamed in their editor. */
  renameItem: (node: TreeNode) => void;
  /** Asks first; a folder goes to the trash with everything in it. */
  deleteItem: (item: { id: string; name: string; kind: DesignItemKind }) => void;
  /** Without a folder, the whole project. */
  exportDesign: (folderId?: string) => void;
  importDesign: () => void;
  /** AI annotation of the items given (folders for what they hold), or of the whole project. */
  annotate: (scope: AnnotateScope) => void;
  /** AI test generation for one endpoint. */
  generateTests: (scope: GenerateTestsScope) => void;
  openTrash: () => void;
  /** Finds an endpoint, model or document by name, path or method and opens it (Ctrl/Cmd+K). */
  quickOpen: () => void;
  /** Opens a blank debugger request in a tab of its own (never saved). */
  newRequest: () => void;
}

export interface DesignContextValue {
  project: ProjectSummary;
  projectId: string;
  /** Read-only members, locked and frozen projects: look, never change (the server refuses too). */
  readOnly: boolean;
  index: TreeIndex;
  /** The project's data model names, for `$ref`s. */
  models: string[];
  /** The names of the project's security schemes. */
  securitySchemes: string[];
  drafts: Drafts;
  actions: DesignActions;
}

export const DesignContext = createContext<DesignContextValue | null>(null);

export function useDesign(): DesignContextValue {
  const value = useContext(DesignContext);
  if (!value) throw new Error('useDesign is used outside the DesignWorkspace');
  return value;
}
