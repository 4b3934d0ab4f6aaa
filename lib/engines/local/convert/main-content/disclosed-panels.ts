/**
 * A panel a reader opens with one click: a tab's panel, or an accordion's (a FAQ's answers, a
 * product's specifications), hidden until its control is chosen. The page shows it on request, so
 * it is read as shown: the page's own markup says what it is (ARIA's tab and accordion patterns),
 * not a class name. A control inside furniture (a menu's toggle in the site's header) opens
 * furniture, not a panel of the content.
 */
import { HEADING_SELECTOR } from '@/lib/engines/local/convert/dom-tags';
import { BOILERPLATE_SELECTOR } from '@/lib/engines/local/convert/main-content/boilerplate-patterns';

/** A heading by tag or by role. */
const HEADINGS = `${HEADING_SELECTOR}, [role="heading"]`;

/**
 * A tab, or an accordion's header: a toggle (aria-expanded or aria-controls) that is, holds or
 * sits in a heading; outside furniture.
 */
function isContentControl(control: Element): boolean {
  const toggle = control.hasAttribute('aria-expanded') || control.hasAttribute('aria-controls');
  const header = toggle && (control.closest(HEADINGS) !== null || control.querySelector(HEADINGS) !== null);
  return (header || control.getAttribute('role') === 'tab') && control.closest(BOILERPLATE_SELECTOR) === null;
}

/** The controls naming each id in their aria-controls. */
function controlIndex(doc: Document): Map<string, Element[]> {
  const byId = new Map<string, Element[]>();
  for (const control of Array.from(doc.querySelectorAll('[aria-controls]')))
    for (const target of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
      if (!target) continue;
      const controls = byId.get(target);
      if (controls) controls.push(control);
      else byId.set(target, [control]);
    }
  return byId;
}

/**
 * A test of whether an element found hidden (or aria-hidden) in `doc` is a tab's or an
 * accordion's panel of the content. Made once per walk: the page's aria-controls are indexed when
 * first needed, so a page with no hidden element never reads them.
 */
export function disclosedPanels(doc: Document): (panel: Element) => boolean {
  let byId: Map<string, Element[]> | undefined;
  return (panel) => {
    if (panel.getAttribute('role') === 'tabpanel') return panel.closest(BOILERPLATE_SELECTOR) === null;
    for (const id of (panel.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
      const label = id ? doc.getElementById(id) : null;
      if (label && isContentControl(label)) return true;
    }
    const id = panel.getAttribute('id');
    if (id && (byId ??= controlIndex(doc)).get(id)?.some(isContentControl)) return true;
    // An accordion's header right before its panel, naming no panel: <h3><button aria-expanded>.
    const header = panel.previousElementSibling;
    if (header === null || !header.matches(HEADINGS)) return false;
    const toggle = header.hasAttribute('aria-expanded') ? header : header.querySelector('[aria-expanded]');
    return toggle !== null && toggle.closest(BOILERPLATE_SELECTOR) === null;
  };
}
