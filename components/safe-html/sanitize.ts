import DOMPurify, { type Config } from 'dompurify';

// Everything a page or the API returns is hostile until this file has cleaned it. The rules:
// HTML elements only (no SVG/MathML), no scripts, styles, forms, frames or embeds, no event
// handlers or style attributes, links and images only to http(s) (images also to raster data:
// URLs), every image has an alt, and every link opens in a new tab without an opener or a referrer.

const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'dialog',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
];
const FORBID_ATTR = [
  'style',
  'srcset',
  'action',
  'formaction',
  'background',
  'ping',
  'poster',
  'xlink:href',
  'id',
  'name',
];

/** Links: http(s) and mailto only; a relative URL would resolve against the extension. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_ARIA_ATTR: true,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Our own DOMPurify instance, so these hooks never change another user's instance. */
function instance() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.replace(/[\s\p{Cc}]+/gu, '');
    if (!/^data:/i.test(value)) return;
    // DOMPurify lets any data: URL into <img>; only raster images may stay (no SVG documents).
    data.keepAttr = node.nodeName === 'IMG' && data.attrName === 'src' && RASTER_DATA_URL.test(value);
    data.forceKeepAttr = undefined;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    } else if (/^H[1-6]$/.test(node.nodeName)) {
      // Content sits under a field's h3: its headings continue the outline from level 4.
      node.setAttribute('aria-level', String(Math.min(6, Number(node.nodeName[1]) + 3)));
    } else if (node.nodeName === 'IMG') {
      node.setAttribute('referrerpolicy', 'no-referrer');
      node.setAttribute('loading', 'lazy');
      // An image without alt is read out as its URL (axe: image-alt). Nothing says what an
      // untrusted image shows, and a file name is rarely a description: mark it decorative.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** Escapes text for HTML: what we show when the sanitizer cannot be trusted. */
const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

let works: boolean | undefined;

/**
 * DOMPurify returns its input untouched where it is "unsupported", and some DOM implementations
 * (happy-dom) break it silently. A canary proves it strips a script before we rely on it.
 */
function sanitizerWorks(): boolean {
  works ??=
    instance().isSupported && instance().sanitize('<script>1</script><b data-x="1">ok</b>', CONFIG) === '<b>ok</b>';
  return works;
}

/** Untrusted HTML in, HTML safe to put in the side panel's DOM out (a string). */
export function sanitizeHtml(html: string): string {
  if (!sanitizerWorks()) return `<pre>${escapeText(html)}</pre>`;
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
