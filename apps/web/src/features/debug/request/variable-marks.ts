import { createContext, useContext } from 'react';

/** What the builder's fields ask to mark unknown `{{variables}}`. */
export interface VariableMarks {
  /** The unknown names in one place of the request (`headers/1/value`), as the resolver found. */
  unknownAt: (where: string) => readonly string[];
  /** Whether a name has a value (for the code fields' marks). */
  isKnown: (name: string) => boolean;
}

export const NO_MARKS: VariableMarks = { unknownAt: () => [], isKnown: () => true };

export const VariableMarksContext = createContext<VariableMarks>(NO_MARKS);

export function useVariableMarks(): VariableMarks {
  return useContext(VariableMarksContext);
}

/** `{{name}}`, as a person types it. */
export function templateOf(name: string): string {
  return `{{${name}}}`;
}
