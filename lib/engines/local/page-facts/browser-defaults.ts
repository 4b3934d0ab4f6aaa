/** What the browser draws when a page styles nothing: the values a page's own styles are told apart from. */
export interface BrowserDefaults {
  color: string;
  link: string;
  font: string;
  headingFont: string;
  buttonBackground: string;
}

/**
 * Reads the browser's defaults from elements in a closed shadow root whose host resets every
 * property (`all: initial`): the page's style sheets cannot reach them. Removed at once.
 */
export function browserDefaults(doc: Document): BrowserDefaults {
  const host = doc.createElement('div');
  host.style.cssText = 'all: initial; position: fixed; visibility: hidden; pointer-events: none';
  const root = host.attachShadow({ mode: 'closed' });
  const [p, a, h1, button] = (['p', 'a', 'h1', 'button'] as const).map((name) => doc.createElement(name));
  (a as HTMLAnchorElement).href = '#';
  root.append(p!, a!, h1!, button!);
  doc.documentElement.append(host);
  const style = (el: Element) => doc.defaultView!.getComputedStyle(el);
  try {
    return {
      color: style(p!).color,
      link: style(a!).color,
      font: style(p!).fontFamily,
      headingFont: style(h1!).fontFamily,
      buttonBackground: style(button!).backgroundColor,
    };
  } finally {
    host.remove();
  }
}

/** The canvas colour of a page that sets `color-scheme: dark` and no background of its own. */
export function darkCanvas(doc: Document): string {
  const probe = doc.createElement('div');
  probe.style.cssText = 'all: initial; color-scheme: dark; background-color: Canvas; position: fixed';
  doc.documentElement.append(probe);
  try {
    return doc.defaultView!.getComputedStyle(probe).backgroundColor;
  } finally {
    probe.remove();
  }
}
