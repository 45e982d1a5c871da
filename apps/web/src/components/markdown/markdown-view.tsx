import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Typography } from 'antd';
import { rehypeHighlightCode } from './rehype-highlight-code';
import './markdown-view.css';

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeHighlightCode];
const WRAP = { overflowWrap: 'anywhere' } as const;

/** A table wider than the text scrolls in its own box instead of widening the page. */
function ScrollingTable({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) {
  return (
    <div className="heron-markdown-table">
      <table {...props} />
    </div>
  );
}
const COMPONENTS: Components = { table: ScrollingTable };

export interface MarkdownViewProps {
  /** GitHub-flavoured Markdown. */
  source: string;
  'data-testid'?: string;
}

/**
 * Markdown as the reader sees it, GitHub-flavoured (tables, ~~strikethrough~~, task lists,
 * autolinks) with fenced code highlighted. Raw HTML in the text is dropped, never rendered (no
 * script, handler or style from a document reaches the page), and react-markdown's default URL
 * filter keeps out `javascript:` links.
 */
export function MarkdownView({ source, 'data-testid': testId }: MarkdownViewProps) {
  return (
    <Typography className="heron-markdown" style={WRAP} data-testid={testId}>
      <Markdown
        skipHtml
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        components={COMPONENTS}
      >
        {source}
      </Markdown>
    </Typography>
  );
}
