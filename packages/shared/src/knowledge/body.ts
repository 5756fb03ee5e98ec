/**
 * An article's text (knowledge base, bulletins) is plain text with a few line marks, never HTML: "## " opens a
 * heading, "- " a bulleted item, "1. " a numbered item, an empty line ends a paragraph. articleBlocks reads it into
 * blocks the web renders as React text nodes, so nothing a writer types can become markup.
 */

export type ArticleBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'bullets' | 'numbers'; items: string[] };

const HEADING = /^#{1,3}\s+(.*)$/;
const BULLET = /^[-*•]\s+(.*)$/;
const NUMBER = /^\d{1,3}[.)、]\s*(.*)$/;

export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const addItem = (kind: 'bullets' | 'numbers', item: string) => {
    endParagraph();
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const number = NUMBER.exec(line);
    if (!line) endParagraph();
    else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', text: heading[1] });
    } else if (bullet) addItem('bullets', bullet[1]);
    else if (number) addItem('numbers', number[1]);
    else {
      // A plain line right after a list continues the list's last item only when indented; else a new paragraph.
      const last = blocks[blocks.length - 1];
      if (!paragraph.length && raw.startsWith('  ') && last && (last.kind === 'bullets' || last.kind === 'numbers')) last.items[last.items.length - 1] += ` ${line}`;
      else paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
