/**
 * DrawingML text (a:txBody) to HTML: paragraphs to p, bulleted paragraphs to nested list items,
 * runs to text with strong/em, and hyperlinks (a:hlinkClick → the slide's relationships) to a.
 */
import type { Child, HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { childrenNamed } from '@/lib/engines/local/parse/xml-document';
import { ListStack } from '@/lib/engines/local/parse/readers/shared/list-stack';
import { relId } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';
import type { Relationship } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';

export interface TextContext {
  el: HtmlBuilder['el'];
  rels: Map<string, Relationship>;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href?: string;
}

/** Only links a reader can follow; slide jumps and odd schemes stay plain text. */
const FOLLOWABLE = /^(?:https?|mailto|ftp|tel):/i;

const isOn = (value: string | undefined): boolean => value === '1' || value === 'true';

function runOf(text: string, props: Element | undefined, rels: ReadonlyMap<string, Relationship>): Run {
  const click = props && childrenNamed(props, 'hlinkClick')[0];
  const rel = click && rels.get(relId(click, 'id') ?? '');
  const href = rel?.external && FOLLOWABLE.test(rel.target) ? rel.target : undefined;
  return {
    text,
    bold: isOn(props?.getAttribute('b') ?? undefined),
    italic: isOn(props?.getAttribute('i') ?? undefined),
    href,
  };
}

/** A paragraph's runs, with neighbours that look alike merged (writers split runs freely). */
function paragraphRuns(p: Element, rels: ReadonlyMap<string, Relationship>): Run[] {
  const runs: Run[] = [];
  for (const child of Array.from(p.children)) {
    const name = child.localName;
    if (name === 'br') runs.push({ text: '\n', bold: false, italic: false });
    else if (name === 'r' || name === 'fld') {
      const text = childrenNamed(child, 't')
        .map((t) => t.textContent ?? '')
        .join('')
        .replace(/\v/g, '\n');
      if (text) runs.push(runOf(text, childrenNamed(child, 'rPr')[0], rels));
    }
  }
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic && last.href === run.href) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

function styled(run: Run, ctx: TextContext): (Node | string)[] {
  const parts: (Node | string)[] = [];
  run.text.split('\n').forEach((line, i) => {
    if (i > 0) parts.push(ctx.el('br'));
    if (!line) return;
    let node: Node | string = line;
    if (line.trim()) {
      if (run.italic) node = ctx.el('em', {}, node);
      if (run.bold) node = ctx.el('strong', {}, node);
    }
    parts.push(node);
  });
  return parts;
}

/** A paragraph's inline content; consecutive runs to one address become one link. */
export function inlineContent(p: Element, ctx: TextContext): Child[] {
  const nodes: Child[] = [];
  let link: HTMLAnchorElement | undefined;
  for (const run of paragraphRuns(p, ctx.rels)) {
    if (run.href && link?.getAttribute('href') === run.href) link.append(...styled(run, ctx));
    else if (run.href) nodes.push((link = ctx.el('a', { href: run.href }, styled(run, ctx))));
    else {
      link = undefined;
      nodes.push(...styled(run, ctx));
    }
  }
  return nodes;
}

/** The plain text of a paragraph (titles, notes): breaks become spaces. */
export const paragraphText = (p: Element): string =>
  paragraphRuns(p, new Map())
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const hasText = (p: Element): boolean =>
  Array.from(p.getElementsByTagNameNS('*', 't')).some((t) => t.textContent?.trim());

/**
 * Paragraphs to blocks. Bulleted paragraphs (a:buChar, a:buAutoNum, or any paragraph of a body
 * placeholder unless it says a:buNone) become list items nested by a:pPr lvl.
 */
export function textBlocks(txBody: Element, bulletByDefault: boolean, ctx: TextContext): Node[] {
  const blocks: Node[] = [];
  const lists = new ListStack(ctx.el, blocks);
  for (const p of childrenNamed(txBody, 'p')) {
    if (!hasText(p)) continue; // Empty paragraphs are spacing, and do not end a list.
    const props = childrenNamed(p, 'pPr')[0];
    const marks = props ? props.children : [];
    const has = (name: string): boolean => Array.from(marks).some((m) => m.localName === name);
    const bulleted = !has('buNone') && (has('buChar') || has('buAutoNum') || bulletByDefault);
    const content = inlineContent(p, ctx);
    if (bulleted) {
      lists.add(Number.parseInt(props?.getAttribute('lvl') ?? '0', 10) || 0, has('buAutoNum'), content);
    } else {
      lists.close();
      blocks.push(ctx.el('p', {}, content));
    }
  }
  return blocks;
}
