/**
 * Cleaned HTML, serialised by a read-only walk: script, style, noscript, meta, head (and other
 * non-content tags) dropped, comments dropped, URL attributes absolute, srcset resolved to its
 * largest candidate, removed subtrees skipped.
 */
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { largestSrcsetUrl } from '@/lib/engines/local/convert/absolute-urls';
import { BASE64_IMAGE_PLACEHOLDER, isBase64Image } from '@/lib/engines/local/convert/base64-images';
import { DROPPED_TAGS, VOID_TAGS } from '@/lib/engines/local/convert/dom-tags';
import { imageSourceOf } from '@/lib/engines/local/convert/image-source';

export interface CleanHtmlOptions {
  resolve: UrlResolver;
  removeBase64Images: boolean;
  isRemoved: (el: Element) => boolean;
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'poster', 'cite', 'data', 'background', 'formaction', 'longdesc']);

function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;',
  );
}

function escapeAttr(value: string): string {
  return value.replace(/[&"\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&nbsp;'));
}

function attributes(el: Element, tag: string, opts: CleanHtmlOptions): string {
  let out = '';
  const isImg = tag === 'img';
  const imgSrc = isImg ? imageSourceOf(el) : '';
  let wroteSrc = false;
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name;
    let value = attr.value;
    if (isImg && (name === 'srcset' || name === 'sizes')) continue;
    if (isImg && name === 'src') {
      value = imgSrc;
      wroteSrc = true;
    }
    if (name === 'srcset' && tag === 'source') value = largestSrcsetUrl(value);
    if ((URL_ATTRS.has(name) || name === 'srcset') && value) {
      if (isBase64Image(value)) {
        if (opts.removeBase64Images) value = BASE64_IMAGE_PLACEHOLDER;
      } else {
        value = opts.resolve(value);
      }
    }
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (isImg && !wroteSrc && imgSrc) {
    const value = isBase64Image(imgSrc) && opts.removeBase64Images ? BASE64_IMAGE_PLACEHOLDER : opts.resolve(imgSrc);
    out += ` src="${escapeAttr(value)}"`;
  }
  return out;
}

/** Serialises the given subtrees (in order) as cleaned HTML. */
export function cleanHtml(roots: readonly Element[], opts: CleanHtmlOptions): string {
  const parts: string[] = [];
  const visit = (el: Element): void => {
    const tag = el.localName;
    if (DROPPED_TAGS.has(tag) || opts.isRemoved(el)) return;
    const name = el.tagName.toLowerCase() === tag ? tag : el.tagName;
    parts.push(`<${name}${attributes(el, tag, opts)}>`);
    if (VOID_TAGS.has(tag)) return;
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) parts.push(escapeText((node as Text).data));
      else if (node.nodeType === 1) visit(node as Element);
    }
    parts.push(`</${name}>`);
  };
  for (const root of roots) visit(root);
  return parts.join('');
}
