import { MarkdownView } from '../../../components/markdown/markdown-view';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

/**
 * A document as the reader sees it: GitHub-flavoured, code highlighted, raw HTML never rendered
 * (see MarkdownView). The editor's chunk is itself loaded on demand, so this is not lazy again.
 */
export function MarkdownPreview({ source }: { source: string }) {
  return <MarkdownView source={source} data-testid={DESIGN_TEST_IDS.docPreview} />;
}
