// Layout blocks for parse answers, so clients' block renderers have something realistic:
// one block per page (US Letter points), one item per markdown paragraph, stacked top to
// bottom with normalized bboxes, reading order and character spans into the full markdown.
export interface LayoutItem {
  id: string;
  type: string;
  label: string;
  bbox: number[];
  content: string;
  markdownSpan: number[];
  readingOrder: number;
  source: string;
  confidence: { layout: number; ocr: number };
}
export interface LayoutBlock {
  pageNumber: number;
  width: number;
  height: number;
  status: string;
  items: LayoutItem[];
}

export function layoutBlocks(pages: string[], fullMarkdown: string, ocr: boolean): LayoutBlock[] {
  let cursor = 0;
  let order = 0;
  return pages.map((page, p) => {
    const paragraphs = page.split(/\n{2,}/).filter((t) => t.trim() !== '');
    const step = 0.9 / Math.max(paragraphs.length, 1);
    const items = paragraphs.map((content, k): LayoutItem => {
      const start = Math.max(fullMarkdown.indexOf(content, cursor), 0);
      cursor = start + content.length;
      const type = kindOf(content);
      const top = round(0.05 + k * step);
      return {
        id: `p${p + 1}-i${k}`,
        type,
        label: type,
        bbox: [0.08, top, 0.92, round(top + step * 0.8)],
        content,
        markdownSpan: [start, start + content.length],
        readingOrder: order++,
        source: ocr ? 'ocr' : 'text',
        confidence: { layout: 0.97, ocr: ocr ? 0.93 : 1 },
      };
    });
    return { pageNumber: p + 1, width: 612, height: 792, status: 'ok', items };
  });
}

function kindOf(content: string): string {
  if (/^# /.test(content)) return 'title';
  if (/^#{2,6} /.test(content)) return 'section_header';
  if (/^\|/.test(content)) return 'table';
  if (/^(- |\d+\. )/.test(content)) return 'list';
  if (/^```/.test(content)) return 'code';
  return 'text';
}

const round = (n: number) => Math.round(n * 1000) / 1000;
