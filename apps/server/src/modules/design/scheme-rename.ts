import { eq } from 'drizzle-orm';
import type { DesignMeta, EndpointData, SecurityRequirement } from '@heron/contract';
import { designItems } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import { readItemData } from './item-data.js';
import { lockItemsMentioning } from './items-mentioning.js';
import { saveItem, type RevisionAuthor } from './save-item.js';

/**
 * Renaming a security scheme in the design settings: endpoints name schemes in their own
 * `security`, so a rename rewrites them in the same transaction, each as a revision of its own,
 * as a model rename does for `$ref`s. Items in the trash keep the old name.
 */

export interface SchemeRename {
  from: string;
  to: string;
}

/** Checks the renames against the settings before and after the save; answers old → new. */
export function checkSchemeRenames(
  renames: readonly SchemeRename[],
  before: DesignMeta | null,
  after: DesignMeta,
): Map<string, string> {
  const byOld = new Map<string, string>();
  renames.forEach(({ from, to }, i) => {
    const fault =
      from === to
        ? 'A rename needs a new name'
        : byOld.has(from)
          ? 'This scheme is renamed twice'
          : !before || !Object.hasOwn(before.securitySchemes, from)
            ? 'No scheme of the saved settings has this name'
            : Object.hasOwn(after.securitySchemes, from)
              ? 'The settings still have a scheme of the old name'
              : !Object.hasOwn(after.securitySchemes, to)
                ? 'The settings have no scheme of the new name'
                : null;
    if (fault) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `body/renamedSchemes/${i}: ${fault}`,
        errors: [{ in: 'body', pointer: `/renamedSchemes/${i}`, message: fault }],
      });
    }
    byOld.set(from, to);
  });
  return byOld;
}

/** The requirements with renamed scheme names (all at once, so a swap works). */
export function renameInSecurity(
  security: readonly SecurityRequirement[],
  renames: ReadonlyMap<string, string>,
): { value: SecurityRequirement[]; isChanged: boolean } {
  let isChanged = false;
  const value = security.map((requirement) =>
    Object.fromEntries(
      Object.entries(requirement).map(([name, scopes]) => {
        const renamed = renames.get(name);
        if (renamed === undefined) return [name, scopes] as const;
        isChanged = true;
        return [renamed, scopes] as const;
      }),
    ),
  );
  return { value, isChanged };
}

/** Rewrites the live endpoints of the project that name a renamed scheme. */
export async function rewriteSchemeRefs(
  tx: Db,
  projectId: string,
  renames: ReadonlyMap<string, string>,
  author: RevisionAuthor,
): Promise<void> {
  if (renames.size === 0) return;
  const candidates = await lockItemsMentioning(
    tx,
    projectId,
    [...renames.keys()].map((name) => JSON.stringify(name)),
    eq(designItems.kind, 'endpoint'),
  );
  for (const row of candidates) {
    const data = readItemData('endpoint', row.data) as EndpointData;
    if (data.security === null) continue;
    const renamed = renameInSecurity(data.security, renames);
    if (renamed.isChanged)
      await saveItem(tx, row, { data: { ...data, security: renamed.value } }, author);
  }
}
