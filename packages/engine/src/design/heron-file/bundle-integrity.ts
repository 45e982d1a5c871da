import type { DesignBundle, ImportIssueCode } from '@heron/contract';

/**
 * What the zod shape of a bundle cannot say: keys are unique, every folder reference points at a
 * folder of the right section, folders do not contain themselves, and model names are unique (the
 * database would refuse the second one halfway through storing). Pointers are into the bundle.
 */
export interface IntegrityProblem {
  code: ImportIssueCode;
  pointer: string;
  message: string;
}

export function checkBundleIntegrity(bundle: DesignBundle): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  const folders = new Map<string, DesignBundle['folders'][number]>();
  bundle.folders.forEach((folder, index) => {
    if (folders.has(folder.key)) {
      problems.push({
        code: 'DUPLICATE_KEY',
        pointer: `/folders/${index}/key`,
        message: `The folder key "${folder.key}" is used twice.`,
      });
    } else {
      folders.set(folder.key, folder);
    }
  });

  const onCycle = foldersOnCycles(folders);
  bundle.folders.forEach((folder, index) => {
    if (folder.parentKey === null) return;
    const parent = folders.get(folder.parentKey);
    if (parent === undefined) {
      problems.push({
        code: 'UNKNOWN_FOLDER',
        pointer: `/folders/${index}/parentKey`,
        message: `The parent folder "${folder.parentKey}" does not exist.`,
      });
    } else if (parent.section !== folder.section) {
      problems.push({
        code: 'WRONG_SECTION',
        pointer: `/folders/${index}/parentKey`,
        message: `A folder of the ${folder.section} section cannot be inside one of the ${parent.section} section.`,
      });
    } else if (folders.get(folder.key) === folder && onCycle.has(folder.key)) {
      problems.push({
        code: 'FOLDER_CYCLE',
        pointer: `/folders/${index}/parentKey`,
        message: `The folder "${folder.name}" is inside itself.`,
      });
    }
  });

  const checkPlacement = (
    list: ReadonlyArray<{ key: string; folderKey: string | null }>,
    collection: 'endpoints' | 'models' | 'docs',
    section: 'api' | 'model',
  ) => {
    const keys = new Set<string>();
    list.forEach((item, index) => {
      if (keys.has(item.key)) {
        problems.push({
          code: 'DUPLICATE_KEY',
          pointer: `/${collection}/${index}/key`,
          message: `The key "${item.key}" is used twice.`,
        });
      }
      keys.add(item.key);
      if (item.folderKey === null) return;
      const folder = folders.get(item.folderKey);
      if (folder === undefined) {
        problems.push({
          code: 'UNKNOWN_FOLDER',
          pointer: `/${collection}/${index}/folderKey`,
          message: `The folder "${item.folderKey}" does not exist.`,
        });
      } else if (folder.section !== section) {
        problems.push({
          code: 'WRONG_SECTION',
          pointer: `/${collection}/${index}/folderKey`,
          message: `This item belongs in a folder of the ${section} section.`,
        });
      }
    });
  };
  checkPlacement(bundle.endpoints, 'endpoints', 'api');
  checkPlacement(bundle.docs, 'docs', 'api');
  checkPlacement(bundle.models, 'models', 'model');

  const modelNames = new Set<string>();
  bundle.models.forEach((model, index) => {
    if (modelNames.has(model.name)) {
      problems.push({
        code: 'DUPLICATE_MODEL_NAME',
        pointer: `/models/${index}/name`,
        message: `Two data models are named "${model.name}"; model names are unique in a project.`,
      });
    }
    modelNames.add(model.name);
  });
  return problems;
}

/**
 * The keys of folders inside themselves: walking up from each folder, every folder is passed
 * once in all (a walk stops at a folder already settled), so a chain of 20,000 folders costs
 * 20,000 steps rather than 200 million.
 */
function foldersOnCycles(folders: ReadonlyMap<string, { parentKey: string | null }>): Set<string> {
  const onCycle = new Set<string>();
  const settled = new Set<string>();
  for (const start of folders.keys()) {
    const path = new Map<string, number>();
    let key: string | null = start;
    while (key !== null && !settled.has(key) && !path.has(key)) {
      const folder = folders.get(key);
      if (folder === undefined) break;
      path.set(key, path.size);
      key = folder.parentKey;
    }
    // Back at a folder of this walk: it and those after it go round.
    if (key !== null && path.has(key)) {
      const from = path.get(key)!;
      for (const [member, at] of path) if (at >= from) onCycle.add(member);
    }
    for (const member of path.keys()) settled.add(member);
  }
  return onCycle;
}
