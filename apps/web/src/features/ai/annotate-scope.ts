/** What the annotation dialog is opened for. */
export interface AnnotateScope {
  /** Endpoints, models and folders (a folder for everything in it); none: the whole project. */
  itemIds?: string[];
  /** What the person chose, in words: the item's or folder's name, or the project's. */
  title: string;
}

/** What the AI test generation dialog is opened for: one endpoint. */
export interface GenerateTestsScope {
  endpointId: string;
  /** The endpoint's name, as the tree shows it. */
  title: string;
}
