import type { DocChange } from '@heron/contract';

/** What a changelog page shows: the changes from one version to another. */
export interface ChangelogInput {
  /** As diffDesigns returns them (they are sorted again, so any order will do). */
  changes: readonly DocChange[];
  /**
   * The older version, or null when `to` is the first (nothing to compare with). Labels are
   * made by the caller (`v3`, or a marker such as `\u0001t:version.live\u0002`), never taken from
   * the design: they are escaped, but their markers are kept.
   */
  from: { label: string } | null;
  /** The newer version. */
  to: { label: string };
  /** The versions `to` may be compared with (the page's "compare with" links); may be empty. */
  versions: readonly { label: string; href: string }[];
}
