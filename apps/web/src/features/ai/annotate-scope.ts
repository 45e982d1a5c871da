/** What the annotation dialog is opened for. */
export interface AnnotateScope {
  /** Endpoints, models and folders (a folder for everything in it); none: the whole project. */
  itemIds?: string[];
  /** What the person chose, in words: the item's or folder's name, or the project's. */
  title: string;
}
