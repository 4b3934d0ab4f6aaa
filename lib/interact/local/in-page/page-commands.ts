import { CLI_WORDING } from '@/lib/interact/local/cli/cli-wording';
import type { PageCliCommand } from '@/lib/interact/local/cli/cli-command';
import { buildTree } from '@/lib/interact/local/in-page/ax-tree';
import {
  click,
  fill,
  hover,
  isVisible,
  scroll,
  selectOptions,
  setChecked,
  textOfElement,
  typeInto,
} from '@/lib/interact/local/in-page/element-actions';
import { findAll, findTarget, nextRef, refGiver, TargetError } from '@/lib/interact/local/in-page/page-refs';
import type { InteractPageAnswer, InteractPageRequest } from '@/lib/interact/local/in-page/page-protocol';
import { pressKey } from '@/lib/interact/local/in-page/press-key';
import { clickNeeds, isPasswordField, type Sensitive } from '@/lib/interact/local/in-page/sensitive';
import { snapshotText } from '@/lib/interact/local/in-page/snapshot-text';

const POLL_MS = 100;

class Needs extends Error {
  constructor(readonly what: Sensitive) {
    super(what);
  }
}

class Navigate extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}

/** Runs one command in the page; what it prints, or why it failed, as agent-browser would say it. */
export async function runPageCommand(
  request: InteractPageRequest,
  doc: Document = document,
): Promise<InteractPageAnswer> {
  const next = () => nextRef(request.issued);
  try {
    const out = await run(request, doc);
    return { ok: true, out, next: next() };
  } catch (error) {
    if (error instanceof Needs) return { ok: false, needs: error.what, next: next() };
    if (error instanceof Navigate) return { ok: true, navigate: error.url, next: next() };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: message, next: next() };
  }
}

async function run(request: InteractPageRequest, doc: Document): Promise<string> {
  const { command, issued } = request;
  const find = (target: string) => findTarget(target, issued, doc);
  const allowed = (what: Sensitive) => request.allowed.includes(what);
  switch (command.name) {
    case 'snapshot':
      return snapshot(command, issued, doc);
    case 'click':
    case 'dblclick': {
      const el = find(command.target);
      const needs = clickNeeds(el);
      if (needs && !allowed(needs)) throw new Needs(needs);
      const link = el.closest('a[href]');
      // Another tab is out of reach: the link opens in the session's own tab (the background asks for its site).
      if (link instanceof HTMLAnchorElement && ((command.name === 'click' && command.newTab) || opensElsewhere(link)))
        throw new Navigate(link.href);
      click(el, command.target, command.name === 'dblclick');
      return CLI_WORDING.done;
    }
    case 'hover':
      hover(find(command.target), command.target);
      return CLI_WORDING.done;
    case 'focus': {
      const el = find(command.target);
      if (el instanceof HTMLElement) el.focus();
      return CLI_WORDING.done;
    }
    case 'scrollintoview':
      find(command.target).scrollIntoView({ block: 'center', inline: 'center' });
      return CLI_WORDING.done;
    case 'check':
    case 'uncheck': {
      const el = find(command.target);
      const needs = clickNeeds(el);
      if (needs && !allowed(needs)) throw new Needs(needs);
      setChecked(el, command.target, command.name === 'check');
      return CLI_WORDING.done;
    }
    case 'fill':
    case 'type': {
      const el = find(command.target);
      if (isPasswordField(el) && !allowed('password')) throw new Needs('password');
      if (command.name === 'fill') fill(el, command.text);
      else await typeInto(el, command.target, command.text, command.clear, command.delayMs);
      return CLI_WORDING.done;
    }
    case 'press': {
      const typing = command.key.length === 1 || /^(Backspace|Delete)$/i.test(command.key);
      if (typing && isPasswordField(doc.activeElement) && !allowed('password')) throw new Needs('password');
      pressKey(command.key, doc);
      return CLI_WORDING.done;
    }
    case 'select':
      selectOptions(find(command.target), command.values);
      return CLI_WORDING.done;
    case 'scroll':
      scroll(command.direction, command.amount, command.target === undefined ? undefined : find(command.target));
      return CLI_WORDING.done;
    case 'wait':
      return command.for === 'selector'
        ? waitFor(
            () => findAll(command.target, doc).some(isVisible),
            Math.min(command.timeoutMs, request.budgetMs),
            command.timeoutMs,
          ).then(() => CLI_WORDING.done)
        : waitFor(
            () => textOfElement(doc.body).includes(command.text),
            Math.min(command.timeoutMs, request.budgetMs),
            command.timeoutMs,
          ).then(() => command.text);
    case 'get':
      return get(command, find, doc);
  }
}

const opensElsewhere = (link: HTMLAnchorElement) => {
  const target = link.target.toLowerCase();
  return target !== '' && target !== '_self' && target !== '_top' && target !== '_parent';
};

function snapshot(command: Extract<PageCliCommand, { name: 'snapshot' }>, issued: number, doc: Document): string {
  let root: Element = doc.body ?? doc.documentElement;
  let withRoot = false;
  if (command.selector !== undefined) {
    let found: Element | null;
    try {
      found = doc.querySelector(command.selector);
    } catch (error) {
      throw new TargetError(
        CLI_WORDING.invalidSelector(command.selector, error instanceof Error ? error.message : String(error)),
      );
    }
    if (!found) throw new TargetError(CLI_WORDING.selectorMissed(command.selector));
    root = found;
    withRoot = true;
  }
  const refs = refGiver(issued);
  return snapshotText(buildTree(root, withRoot), command, refs.refFor);
}

function get(
  command: Extract<PageCliCommand, { name: 'get' }>,
  find: (target: string) => Element,
  doc: Document,
): string {
  switch (command.what) {
    case 'title':
      return doc.title;
    case 'url':
      return doc.location.href;
    case 'count':
      return String(/^(?:@|ref=)?e\d+$/.test(command.target) ? 1 : findAll(command.target, doc).length);
    case 'text':
      return textOfElement(find(command.target));
    case 'html':
      return innerHtmlOf(find(command.target));
    case 'value': {
      const el = find(command.target);
      if (isPasswordField(el)) return '•'.repeat((el as HTMLInputElement).value.length);
      return 'value' in el && typeof el.value === 'string' ? el.value : '';
    }
    case 'attr': {
      const value = find(command.target).getAttribute(command.attribute);
      return value ?? CLI_WORDING.done;
    }
  }
}

/** Polls until `ready` holds; past the budget, agent-browser's timeout words (naming the wait's own length). */
async function waitFor(ready: () => boolean, budgetMs: number, namedMs: number): Promise<void> {
  const until = Date.now() + budgetMs;
  for (;;) {
    if (ready()) return;
    if (Date.now() >= until) throw new TargetError(CLI_WORDING.waitTimedOut(namedMs));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' };

/** An element's inner HTML as the browser serializes it (read from its children: no markup is ever written). */
function innerHtmlOf(el: Element): string {
  const raw = ['script', 'style'].includes(el.localName);
  return Array.from(el.childNodes, (node) => {
    if (node instanceof Element) return node.outerHTML;
    if (node.nodeType === Node.COMMENT_NODE) return `<!--${node.textContent ?? ''}-->`;
    const text = node.textContent ?? '';
    return raw ? text : text.replace(/[&<>\u00a0]/g, (c) => ESCAPES[c]!);
  }).join('');
}
