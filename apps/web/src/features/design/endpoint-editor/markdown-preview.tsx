import { MarkdownView } from '../../../components/markdown/markdown-view';

/**
 * A description rendered for reading, as documents are (GitHub-flavoured, code highlighted, raw
 * HTML left out). The default export is what `lazy` loads.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  return <MarkdownView source={text} />;
}
