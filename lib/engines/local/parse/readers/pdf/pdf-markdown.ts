import { fencedCode } from '@/lib/engines/local/convert/markdown-code';
import { escapeLineStart, escapeText } from '@/lib/engines/local/convert/markdown-escape';
import type { PdfBlock } from '@/lib/engines/local/parse/readers/pdf/pdf-blocks';
import { linkPieces } from '@/lib/engines/local/parse/readers/pdf/pdf-link-text';

/** Text with its link marks as markdown links; everything else escaped. */
const inline = (text: string): string =>
  linkPieces(text)
    .map((piece) =>
      'url' in piece
        ? `[${escapeText(piece.text.trim())}](${piece.url.replace(/[()\s]/g, encodeURIComponent)})`
        : escapeText(piece.text),
    )
    .join('');

const cellText = (text: string): string => inline(text).replace(/(?<!\\)\|/g, '\\|');

function tableMarkdown(rows: string[][]): string {
  const width = Math.max(...rows.map((r) => r.length));
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, i) => cellText(row[i] ?? '')).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), `| ${Array(width).fill('---').join(' | ')} |`, ...body.map(line)].join('\n');
}

/** One page's blocks as markdown: blank lines between blocks, list items kept together. */
export function blocksToMarkdown(blocks: readonly PdfBlock[]): string {
  let out = '';
  // Content column of each open list level, so nested items indent under their parent's text.
  const indents: number[] = [];
  let previous: PdfBlock | undefined;
  for (const block of blocks) {
    // A bulleted list then a numbered one are two lists: a blank line keeps them apart.
    const inList =
      block.type === 'list-item' &&
      previous?.type === 'list-item' &&
      (block.depth > 0 || previous.ordered === block.ordered);
    if (out) out += inList ? '\n' : '\n\n';
    switch (block.type) {
      case 'heading':
        out += `${'#'.repeat(block.level)} ${inline(block.text)}`;
        break;
      case 'paragraph':
        out += escapeLineStart(inline(block.text));
        break;
      case 'table':
        out += tableMarkdown(block.rows);
        break;
      case 'code':
        out += fencedCode(block.text, '');
        break;
      case 'list-item': {
        if (!inList) indents.length = 0;
        indents.length = Math.min(indents.length, block.depth);
        const pad = ' '.repeat(indents.reduce((sum, n) => sum + n, 0));
        const marker = block.ordered ? block.marker.replace(/^([a-z])/, '1').replace(')', '.') : '-';
        indents.push(marker.length + 1);
        out += `${pad}${marker} ${inline(block.text)}`;
        break;
      }
    }
    previous = block;
  }
  return out;
}
