import Markdown from 'react-markdown';
import { Typography } from 'antd';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

/**
 * Markdown as the reader sees it. Raw HTML in the text is dropped, never rendered (no script or
 * style from a document reaches the page), and react-markdown's default URL filter keeps out
 * `javascript:` links.
 */
export function MarkdownPreview({ source }: { source: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }} data-testid={DESIGN_TEST_IDS.docPreview}>
      <Markdown skipHtml>{source}</Markdown>
    </Typography>
  );
}
