import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { t } from '@/lib/i18n/t';

/**
 * The user's selection as markdown: its ranges are cloned into a detached document (the page is
 * never touched, and nothing in the clone runs), then converted whole (no main-content pruning:
 * the user chose what matters).
 */
export function selectionMarkdown(removeBase64Images: boolean): { markdown: string; text: string } {
  const selection = getSelection();
  if (!selection || selection.isCollapsed) throw new Error(t('localScrape_nothingSelected'));
  const detached = document.implementation.createHTMLDocument(document.title);
  const base = detached.createElement('base');
  base.href = document.baseURI;
  detached.head.append(base);
  for (let i = 0; i < selection.rangeCount; i++) detached.body.append(selection.getRangeAt(i).cloneContents());
  const { markdown = '' } = convertDocument(detached, {
    url: location.href,
    onlyMainContent: false,
    removeBase64Images,
    formats: { markdown: true },
  });
  return { markdown, text: selection.toString() };
}
