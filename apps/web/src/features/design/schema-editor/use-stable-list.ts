import { useState } from 'react';

/**
 * The same array object for as long as the items are the same: owners often rebuild a list such
 * as the model names on every render, which would re-render every memoized row.
 */
export function useStableList<T>(list: readonly T[]): readonly T[] {
  const [stable, setStable] = useState(list);
  const isSame =
    stable === list ||
    (stable.length === list.length && stable.every((item, i) => item === list[i]));
  if (!isSame) setStable(list);
  return isSame ? stable : list;
}
