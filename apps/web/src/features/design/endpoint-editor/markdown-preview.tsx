import Markdown from 'react-markdown';

/**
 * Markdown rendered for reading. Raw HTML in the text is left out (never injected), and links
 * keep the URL filter react-markdown applies by default.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  return <Markdown skipHtml>{text}</Markdown>;
}
