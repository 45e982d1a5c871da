import { isRecord } from '../../design/import/import-context.js';

/**
 * Postman scripts: reading an `event` list, and joining the scripts newman runs for one request
 * into the one script a Heron request holds.
 */

/** Postman's names for the two moments: before the request, and after its response (tests). */
export type ScriptListen = 'prerequest' | 'test';

/** One script of a request's chain, and whose it is (for the reader of the joined script). */
export interface ScriptPart {
  /** `the collection`, `folder "Users"`, `the request`. */
  owner: string;
  code: string;
}

export interface EventScripts {
  /** The code of each enabled script listening for the moment, in order. */
  codes: string[];
  /** Scripts that only name a file or URL (`script.src`): newman does not fetch them either. */
  skippedSources: number;
}

/**
 * The scripts of an `event` list (a single event object is read as a list of one, as newman
 * does) that listen for `listen`. `exec` is a string or a list of lines.
 */
export function eventScripts(events: unknown, listen: ScriptListen): EventScripts {
  const list = Array.isArray(events) ? events : isRecord(events) ? [events] : [];
  const codes: string[] = [];
  let skippedSources = 0;
  for (const event of list) {
    if (!isRecord(event) || event.listen !== listen || event.disabled === true) continue;
    const script = event.script;
    if (typeof script === 'string') {
      codes.push(script);
      continue;
    }
    if (!isRecord(script)) continue;
    const exec = script.exec;
    if (typeof exec === 'string') codes.push(exec);
    else if (Array.isArray(exec)) {
      codes.push(exec.filter((line): line is string => typeof line === 'string').join('\n'));
    } else if (script.src !== undefined) skippedSources += 1;
  }
  return { codes, skippedSources };
}

/**
 * The scripts newman runs for one request at one moment, as one script: for the pre-request
 * moment the collection's, then each folder's from the outermost in, then the request's; after
 * the response the same order again.
 *
 * newman runs each of them as a script of its own, so two of them may declare the same `const`,
 * `return` early or throw without stopping the next. Joined one after the other they would share
 * one function body (a second `const x` is a syntax error, a `return` skips the rest). So when
 * there is more than one, each runs in its own `async` function, awaited in turn: its names are
 * its own, `return` and top-level `await` work inside it as in Postman, and an error thrown by
 * one is kept while the next still runs, then thrown at the end so the run reports it. `pm.test`
 * is unaffected: tests register on the shared `pm` object, and the sandbox waits for async tests
 * wherever they were started. A variable assigned without a declaration still lands on the
 * global object and is seen by the scripts that follow, as in Postman.
 *
 * What still differs from newman: a syntax error in any one script stops them all (they are
 * compiled together); a script's pending timers do not hold back the next script (newman waits
 * for them); and error line numbers count from the top of the joined script. A single script is
 * kept exactly as written, so the common case keeps its own line numbers.
 */
export function joinScripts(parts: readonly ScriptPart[]): string {
  const present = parts.filter((part) => part.code.trim() !== '');
  if (present.length === 0) return '';
  if (present.length === 1) return present[0]!.code;
  const lines = [
    '// Postman runs these scripts one after another, each on its own (as newman does).',
    'let heronFirstError;',
    'let hasHeronError = false;',
  ];
  for (const part of present) {
    lines.push(
      `// The script of ${oneLine(part.owner)}`,
      'try {',
      '  await (async function () {',
      part.code,
      '  })();',
      '} catch (error) {',
      '  if (!hasHeronError) {',
      '    hasHeronError = true;',
      '    heronFirstError = error;',
      '  }',
      '}',
    );
  }
  lines.push('if (hasHeronError) throw heronFirstError;');
  return lines.join('\n');
}

/** A name written into a `//` comment: a line break would end the comment. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}
