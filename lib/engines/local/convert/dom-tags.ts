/** Tag-name tables shared by the walkers. Names are lower-case `localName`s. */

/** Never part of any output: the service's cleaned HTML drops these, and so does markdown. */
export const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'meta',
  'head',
  'link',
  'template',
  'title',
  'base',
]);

/** Kept in cleaned HTML but carry no readable text for markdown. */
export const NON_TEXT_TAGS = new Set([
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'source',
  'track',
  'map',
  'area',
  'button',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'dialog',
  'progress',
  'meter',
  'frame',
  'frameset',
  'portal',
  'slot',
]);

/** Read by no writer of text: DROPPED_TAGS and NON_TEXT_TAGS, one lookup for the walkers' hot loops. */
export const TEXTLESS_TAGS: ReadonlySet<string> = new Set([...DROPPED_TAGS, ...NON_TEXT_TAGS]);

/** Elements that start a new block in markdown. */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'caption',
  'search',
  'listing',
  'xmp',
  'plaintext',
]);

/** HTML void elements (no end tag when serialised). */
export const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

export const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** The heading tags as a selector. */
export const HEADING_SELECTOR = Object.keys(HEADING_LEVEL).join(', ');

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
