import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useTranslation } from 'react-i18next';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

export interface JsonCompareProps {
  /** The older (or the other person's) version, as text. */
  left: string;
  right: string;
  leftLabel: ReactNode;
  rightLabel: ReactNode;
  /** Pixels of the compare area; it scrolls beyond. */
  height?: number;
}

/**
 * The merge view draws "⦚" (U+299A) either side of a folded stretch, a glyph no font the app can
 * count on has (not DejaVu, not Noto CJK): it showed as boxes. The count in words says enough.
 */
const FOLD_MARKS = EditorView.theme({
  '.cm-collapsedLines:before': { content: 'none' },
  '.cm-collapsedLines:after': { content: 'none' },
});
const READ_ONLY = [
  basicSetup,
  json(),
  EditorState.readOnly.of(true),
  EditorView.editable.of(false),
  FOLD_MARKS,
];
const STRONG = true;

/**
 * Two versions side by side, changes marked, unchanged stretches folded: a read-only CodeMirror
 * merge view.
 */
export function JsonCompare({
  left,
  right,
  leftLabel,
  rightLabel,
  height = 480,
}: JsonCompareProps) {
  const { t } = useTranslation();
  const parentRef = useRef<HTMLDivElement>(null);
  // CodeMirror's own words, in the reader's language ("$" is where it puts the number).
  const extensions = useMemo(
    () => [
      ...READ_ONLY,
      EditorState.phrases.of({
        '$ unchanged lines': t('design.history.diff.unchangedLines', { lines: '$' }),
      }),
    ],
    [t],
  );

  useEffect(() => {
    const parent = parentRef.current;
    if (!parent) return;
    const view = new MergeView({
      a: { doc: left, extensions },
      b: { doc: right, extensions },
      parent,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => view.destroy();
  }, [left, right, extensions]);

  return (
    <Flex vertical gap={4}>
      <Flex>
        <Typography.Text
          strong={STRONG}
          style={{ flex: 1 }}
          data-testid={DESIGN_TEST_IDS.compareLeft}
        >
          {leftLabel}
        </Typography.Text>
        <Typography.Text
          strong={STRONG}
          style={{ flex: 1 }}
          data-testid={DESIGN_TEST_IDS.compareRight}
        >
          {rightLabel}
        </Typography.Text>
      </Flex>
      <div
        ref={parentRef}
        data-testid={DESIGN_TEST_IDS.compare}
        style={{ height, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 4 }}
      />
    </Flex>
  );
}
