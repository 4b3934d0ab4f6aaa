import type { AxNode } from '@/lib/interact/local/in-page/ax-tree';
import { wantsRef } from '@/lib/interact/local/in-page/ax-tree';
import { CLI_WORDING } from '@/lib/interact/local/cli/cli-wording';

export interface SnapshotOptions {
  interactive: boolean;
  compact: boolean;
  depth?: number;
  urls: boolean;
}

/** The ref a node has or gets: an element keeps its number while its document lives (refs.ts). */
export type RefFor = (node: AxNode) => number;

/**
 * The tree as agent-browser prints it (cli/src/native/snapshot.rs render_tree): one line a node,
 * `"  "*depth + "- " + role + ' "name"' + " [attrs]" + cursor hints + ": value"`; an unnamed box
 * with one child and no ref, and the page's root, take no line of their own; `-i` keeps the
 * nodes with a ref, `-c` those with a ref or a value and their ancestors, `-d N` the first N+1
 * levels. Refs are given in the order of the page.
 */
export function snapshotText(roots: AxNode[], options: SnapshotOptions, refFor: RefFor): string {
  giveRefs(roots, refFor);
  const lines: string[] = [];
  for (const root of roots) render(root, 0, lines, options);
  let output = lines.join('\n');
  if (options.compact) output = compact(lines, options.interactive);
  const trimmed = output.trim();
  if (!trimmed) return options.interactive ? CLI_WORDING.noInteractive : CLI_WORDING.emptyPage;
  return trimmed;
}

function giveRefs(nodes: AxNode[], refFor: RefFor): void {
  for (const node of nodes) {
    if (wantsRef(node)) node.ref = refFor(node);
    giveRefs(node.children, refFor);
  }
}

function render(node: AxNode, indent: number, lines: string[], options: SnapshotOptions): void {
  const passOn = () => node.children.forEach((child) => render(child, indent, lines, options));
  if (node.role === 'generic' && node.ref === undefined && node.children.length <= 1) return passOn();
  if (node.role === 'StaticText' && !node.name.trim()) return;
  if (options.depth !== undefined && indent > options.depth) return;
  if (options.interactive && node.ref === undefined) return passOn();
  lines.push(lineOf(node, indent, options));
  node.children.forEach((child) => render(child, indent + 1, lines, options));
}

/** One node's line. */
export function lineOf(node: AxNode, indent: number, options: Pick<SnapshotOptions, 'interactive' | 'urls'>): string {
  let line = `${'  '.repeat(indent)}- ${node.role}`;
  const name = node.name || (options.interactive ? (node.cursor?.text ?? '') : '');
  if (name) line += ` ${JSON.stringify(name)}`;
  const attrs: string[] = [];
  if (node.level !== undefined) attrs.push(`level=${node.level}`);
  if (node.checked !== undefined) attrs.push(`checked=${node.checked}`);
  if (node.expanded !== undefined) attrs.push(`expanded=${node.expanded}`);
  if (node.selected) attrs.push('selected');
  if (node.disabled) attrs.push('disabled');
  if (node.required) attrs.push('required');
  if (node.ref !== undefined) attrs.push(`ref=e${node.ref}`);
  if (options.urls && node.url && node.ref !== undefined) attrs.push(`url=${node.url}`);
  if (attrs.length) line += ` [${attrs.join(', ')}]`;
  if (node.cursor && node.ref !== undefined && node.cursor.hints.length)
    line += ` ${node.cursor.kind} [${node.cursor.hints.join(', ')}]`;
  if (node.value && node.value !== node.name) line += `: ${node.value}`;
  return line;
}

const indentOf = (line: string) => (line.length - line.trimStart().length) / 2;

/** `-c`: the lines with a ref or a value, and their ancestors. */
function compact(lines: string[], interactive: boolean): string {
  const keep = lines.map(() => false);
  lines.forEach((line, i) => {
    if (!line.includes('ref=') && !line.includes(': ')) return;
    keep[i] = true;
    let depth = indentOf(line);
    for (let j = i - 1; j >= 0 && depth > 0; j--) {
      const above = indentOf(lines[j]!);
      if (above < depth) {
        keep[j] = true;
        depth = above;
      }
    }
  });
  const output = lines.filter((_, i) => keep[i]).join('\n');
  return !output.trim() && interactive ? CLI_WORDING.noInteractive : output;
}
