import type { DocChange } from '@heron/contract';
import { escapeHtml, escapeUserText, label } from '../reader/escape.js';
import type { ChangelogInput } from './changelog-input.js';
import { groupChanges, type ChangeGroup } from './group-changes.js';

// Design text (paths, names, locations, types) is escaped with its control characters dropped,
// so no marker can come from the design; labels are the caller's and keep theirs.
const text = escapeUserText;

function methodClass(method: string): string {
  return /^[a-z]+$/.test(method) ? method : 'other';
}

function groupHeading(group: ChangeGroup): string {
  switch (group.kind) {
    case 'endpoint': {
      const { method, path } = group.endpoint!;
      return (
        `<span class="hr-method hr-method-${methodClass(method)}">${text(method.toUpperCase())}</span> ` +
        `<code class="hr-path">${text(path)}</code>`
      );
    }
    case 'model':
      return `<span class="hr-changelog-kind">${label('change.subject.model')}</span> <code>${text(group.item ?? '')}</code>`;
    case 'doc':
      return `<span class="hr-changelog-kind">${label('change.subject.doc')}</span> <span>${text(group.item ?? '')}</span>`;
    case 'design':
      return `<span class="hr-changelog-kind">${label('change.subject.design')}</span>`;
  }
}

function valuesHtml(change: DocChange): string {
  const before = change.before === null ? null : `<del>${text(change.before)}</del>`;
  const after = change.after === null ? null : `<ins>${text(change.after)}</ins>`;
  if (before === null && after === null) return '';
  const inner = before !== null && after !== null ? `${before} → ${after}` : (before ?? after);
  return ` <span class="hr-change-values">${inner}</span>`;
}

// A code is one of DOC_CHANGE_CODES, but a stored list is read back without a check: whatever it
// holds, the label key stays a key.
function codeLabel(code: string): string {
  return label(`change.${code.replace(/[^A-Z0-9_]/g, '')}`);
}

function changeLine(change: DocChange): string {
  const badge = change.breaking
    ? `<span class="hr-badge-breaking">${label('change.breaking')}</span> `
    : '';
  const location =
    change.location === ''
      ? ''
      : ` <code class="hr-change-location">${text(change.location)}</code>`;
  return (
    `<li class="hr-change${change.breaking ? ' hr-change-breaking' : ''}">${badge}` +
    `<span class="hr-change-text">${codeLabel(change.code)}</span>` +
    `${location}${valuesHtml(change)}</li>`
  );
}

function groupHtml(group: ChangeGroup): string {
  const breaking = group.changes.some((change) => change.breaking);
  return (
    `<section class="hr-changelog-group${breaking ? ' hr-changelog-group-breaking' : ''}">` +
    `<h2 class="hr-changelog-subject">${groupHeading(group)}</h2>` +
    `<ul class="hr-changelog-list">${group.changes.map(changeLine).join('')}</ul></section>`
  );
}

function summaryHtml(changes: readonly DocChange[]): string {
  const breaking = changes.filter((change) => change.breaking).length;
  const count = (key: string, value: number, extra: string) =>
    `<div class="hr-changelog-count${extra}"><dt>${label(key)}</dt><dd>${value}</dd></div>`;
  return (
    `<dl class="hr-changelog-summary" aria-label="${label('change.summary')}">` +
    count('change.breakingCount', breaking, breaking > 0 ? ' hr-changelog-count-breaking' : '') +
    count('change.otherCount', changes.length - breaking, '') +
    `</dl>`
  );
}

function compareHtml(input: ChangelogInput): string {
  if (input.versions.length === 0) return '';
  const links = input.versions.map((version) => {
    const current = input.from !== null && version.label === input.from.label;
    const attributes = current ? ' class="hr-current" aria-current="page"' : '';
    return `<li><a href="${escapeHtml(version.href)}"${attributes}>${escapeHtml(version.label)}</a></li>`;
  });
  return (
    `<nav class="hr-changelog-compare" aria-label="${label('change.compare')}">` +
    `<span class="hr-changelog-compare-label">${label('change.compare')}</span>` +
    `<ul>${links.join('')}</ul></nav>`
  );
}

/**
 * The reader's changelog page body: a heading, the versions compared, a summary (breaking and
 * other changes), links to compare with other versions, then the changes by endpoint, model and
 * page, each with a breaking badge or not, its sentence, where it is and what it was and is now.
 * Language- and address-neutral HTML with markers (doc-site-types.ts).
 */
export function renderChangelogHtml(input: ChangelogInput): string {
  const to = `<span class="hr-version">${escapeHtml(input.to.label)}</span>`;
  const parts = [`<h1 class="hr-changelog-title">${label('change.title')}</h1>`];
  if (input.from === null) {
    parts.push(`<p class="hr-changelog-range">${to}</p>`);
    parts.push(`<p class="hr-changelog-empty">${label('change.firstVersion')}</p>`);
    parts.push(compareHtml(input));
    return parts.join('');
  }
  const from = `<span class="hr-version">${escapeHtml(input.from.label)}</span>`;
  parts.push(`<p class="hr-changelog-range">${from} → ${to}</p>`);
  parts.push(summaryHtml(input.changes));
  parts.push(compareHtml(input));
  if (input.changes.length === 0) {
    parts.push(`<p class="hr-changelog-empty">${label('change.none')}</p>`);
  } else {
    parts.push(groupChanges(input.changes).map(groupHtml).join(''));
  }
  return parts.join('');
}
