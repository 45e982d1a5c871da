import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { AppProviders } from '../../../app/app-providers';
import { i18n } from '../../../app/i18n';
import { allowCodeMirror } from '../../../test/mock-fixtures';
import { JsonCompare } from './json-compare';

const LINES = Array.from({ length: 30 }, (_, index) => `  "k${index}": ${index},`).join('\n');

function renderCompare() {
  allowCodeMirror();
  render(
    <AppProviders>
      <JsonCompare
        left={`{\n${LINES}\n  "a": 1\n}`}
        right={`{\n${LINES}\n  "a": 2\n}`}
        leftLabel="Theirs"
        rightLabel="Mine"
      />
    </AppProviders>,
  );
}

/** The `content` the page's stylesheets give a selector last (CodeMirror's themes are all `.ͼN x`). */
function lastContentOf(selector: string): string | undefined {
  const rules = [...document.querySelectorAll('style')].flatMap((style) =>
    [...(style.sheet?.cssRules ?? [])].filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule,
    ),
  );
  return rules
    .filter((rule) => rule.selectorText.endsWith(selector))
    .map((rule) => rule.style.getPropertyValue('content'))
    .filter(Boolean)
    .at(-1);
}

describe('JsonCompare', () => {
  it('marks a folded stretch without the ⦚ glyph the fonts lack, in the reader’s words (issue 21)', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderCompare();
    const folds = [...document.querySelectorAll('.cm-collapsedLines')];
    expect(folds.map((fold) => fold.textContent)).toEqual(['28 行未修改', '28 行未修改']);
    expect(lastContentOf('.cm-collapsedLines:before')).toBe('none');
    expect(lastContentOf('.cm-collapsedLines:after')).toBe('none');
  });
});
