import { useMemo, useState } from 'preact/hooks';
import { ask } from '@/lib/app/ask';
import { changedFields, type CrawlDraft } from '@/entrypoints/sidepanel/views/crawl/crawl-draft';

interface Options {
  draft: CrawlDraft;
  /** The form with the derived options in it, and the words they came from. */
  apply(next: { draft: CrawlDraft; changed: string[] }, text: string): void;
  /** The service's refusal: its field problems go to the fields, the rest to a banner. */
  onError(error: unknown): void;
}

/**
 * "Preview options": the service turns the description into crawl options, which go into the
 * form (over what it held) and are marked there. The start address stays the user's.
 */
export function usePromptPreview({ draft, apply, onError }: Options) {
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState<string[]>();
  const run = (url: string, text: string) => {
    setBusy(true);
    ask('previewCrawl', { url, prompt: text })
      .then(({ crawl }) => {
        const { url: _url, prompt: _prompt, ...derived } = crawl;
        const next = { ...draft, ...derived } as CrawlDraft;
        const names = changedFields(draft, next);
        setChanged(names);
        apply({ draft: next, changed: names }, text);
      }, onError)
      .finally(() => setBusy(false));
  };
  const marked = useMemo<ReadonlySet<string>>(() => new Set(changed), [changed]);
  return { run, busy, changed, marked };
}
