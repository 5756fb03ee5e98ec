/** An article's or a bulletin's text as its blocks (articleBlocks): headings, paragraphs and lists, all as text nodes, never markup. */
import { articleBlocks } from '@as/shared';
import { Typography } from 'antd';
import { useMemo } from 'react';

export function ArticleBody({ body }: { body: string }) {
  const blocks = useMemo(() => articleBlocks(body), [body]);
  return (
    <div data-testid="article-body">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') return <Typography.Title key={key} level={5}>{block.text}</Typography.Title>;
        if (block.kind === 'paragraph') return <Typography.Paragraph key={key} style={{ whiteSpace: 'pre-wrap' }}>{block.text}</Typography.Paragraph>;
        const List = block.kind === 'numbers' ? 'ol' : 'ul';
        return (
          <List key={key} style={{ paddingInlineStart: 20, marginBottom: 12 }}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positional text without identity
              <li key={j}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
