import type { DocChange } from '@heron/contract';
import { readerText } from '../text/index.js';
import type { ChangelogInput } from './changelog-input.js';
import { groupChanges, type ChangeGroup } from './group-changes.js';

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const LABEL_MARKER = /\u0001t:([^\u0001\u0002]*)\u0002/g;

function english(key: string): string {
  return readerText('en', key);
}

/** A caller's label in English: its markers read, anything else that controls dropped. */
function labelText(value: string): string {
  return value.replace(LABEL_MARKER, (_whole, key: string) => english(key)).replace(CONTROLS, '');
}

/** Design text as a code span, fenced by more backticks than it holds, on one line. */
function code(value: string): string {
  const clean = value.replace(CONTROLS, '').replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...[...clean.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

function heading(group: ChangeGroup): string {
  switch (group.kind) {
    case 'endpoint':
      return `${group.endpoint!.method.toUpperCase()} ${code(group.endpoint!.path)}`;
    case 'model':
      return `${english('change.subject.model')} ${code(group.item ?? '')}`;
    case 'doc':
      return `${english('change.subject.doc')} ${code(group.item ?? '')}`;
    case 'design':
      return english('change.subject.design');
  }
}

function line(change: DocChange): string {
  const badge = change.breaking ? `**${english('change.breaking')}:** ` : '';
  const where = change.location === '' ? '' : `: ${code(change.location)}`;
  let values = '';
  if (change.before !== null && change.after !== null) {
    values = ` (${code(change.before)} → ${code(change.after)})`;
  } else if (change.before !== null) {
    values = ` (was ${code(change.before)})`;
  } else if (change.after !== null) {
    values = ` (now ${code(change.after)})`;
  }
  return `- ${badge}${english(`change.${change.code}`)}${where}${values}`;
}

/**
 * The changelog as GitHub-flavoured Markdown in English, for machines (llms.txt, `.md`
 * downloads): the same sections and lines as the reader's page, without markers.
 */
export function changelogMarkdown(input: ChangelogInput): string {
  const to = labelText(input.to.label);
  const lines = [`# ${english('change.title')}`, ''];
  if (input.from === null) {
    lines.push(to, '', english('change.firstVersion'));
    return `${lines.join('\n')}\n`;
  }
  const breaking = input.changes.filter((change) => change.breaking).length;
  lines.push(`${labelText(input.from.label)} → ${to}`, '');
  lines.push(
    `${english('change.breakingCount')}: ${breaking}. ` +
      `${english('change.otherCount')}: ${input.changes.length - breaking}.`,
  );
  if (input.changes.length === 0) {
    lines.push('', english('change.none'));
    return `${lines.join('\n')}\n`;
  }
  for (const group of groupChanges(input.changes)) {
    lines.push('', `## ${heading(group)}`, '', ...group.changes.map(line));
  }
  return `${lines.join('\n')}\n`;
}
