import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { linksMatching } from '@/lib/batch/link-pattern';
import type { GatherRequest } from '@/lib/batch/gather-schema';
import { batchDraftItem, parseBatchDraft, readBatchDraft, type BatchDraft } from '@/lib/batch/batch-draft';
import type { BatchPage, BatchSource } from '@/lib/jobs/batch-schema';
import { parseUrlList } from '@/lib/batch/parse-url-list';
import { ask } from '@/lib/app/ask';

export interface ChooserState {
  /** Where the pages come from; none until the user chooses (nothing is drawn as chosen before). */
  source?: BatchSource;
  /** Every page found; `links` for pageLinks before the pattern. */
  found: BatchPage[];
  unticked: Set<string>;
  pattern: string;
  hiddenTabs: number;
  skipped: number;
  rejected: string[];
  loading: boolean;
  error?: ApiErrorData;
}

const EMPTY: ChooserState = {
  found: [],
  unticked: new Set(),
  pattern: '',
  hiddenTabs: 0,
  skipped: 0,
  rejected: [],
  loading: false,
};

/** The chooser's list: gathered from tabs or links (through the background) or pasted, then unticked. */
export function useChooser() {
  const [state, setState] = useState<ChooserState>(EMPTY);
  // Pages chosen from the context menu or the popup arrive as a draft.
  useEffect(() => {
    const apply = (draft: BatchDraft | undefined) =>
      draft &&
      setState({
        ...EMPTY,
        source: draft.source,
        found: draft.pages,
        hiddenTabs: draft.hiddenTabs,
        skipped: draft.skipped,
      });
    void readBatchDraft().then(apply);
    return batchDraftItem.watch((value) => apply(parseBatchDraft(value)));
  }, []);

  const gather = async (source: GatherRequest['source']) => {
    setState({ ...EMPTY, source, loading: true });
    try {
      const windowId =
        source === 'windowTabs' || source === 'selectedTabs' ? (await browser.windows.getCurrent()).id : undefined;
      const tabId =
        source === 'windowTabs' || source === 'selectedTabs'
          ? undefined
          : (await browser.tabs.query({ active: true, windowId: (await browser.windows.getCurrent()).id }))[0]?.id;
      const gathered = await ask('gatherPages', { source, windowId, tabId });
      setState({ ...EMPTY, source, found: gathered.pages, hiddenTabs: gathered.hiddenTabs, skipped: gathered.skipped });
    } catch (error) {
      setState({ ...EMPTY, source, error: errorData(error) });
    }
  };

  /** The pasted list as it stands, read at each change: the count follows it as it is typed or pasted. */
  const paste = (text: string) => {
    const { urls, rejected } = parseUrlList(text);
    setState((s) => ({
      ...EMPTY,
      source: 'list',
      found: urls.map((url) => ({ url })),
      rejected,
      // What was unticked stays unticked while it is still in the list.
      unticked: new Set(urls.filter((url) => s.unticked.has(url))),
    }));
  };

  const shown = state.source === 'pageLinks' ? pagesMatching(state.found, state.pattern) : state.found;
  const chosen = shown.filter((page) => !state.unticked.has(page.url));
  const tick = (url: string, on: boolean) =>
    setState((s) => {
      const unticked = new Set(s.unticked);
      if (on) unticked.delete(url);
      else unticked.add(url);
      return { ...s, unticked };
    });
  const setPattern = (pattern: string) => setState((s) => ({ ...s, pattern }));
  return {
    state,
    shown,
    chosen,
    gather,
    paste,
    tick,
    setPattern,
    setSource: (source: BatchSource) => setState({ ...EMPTY, source }),
  };
}

function pagesMatching(pages: BatchPage[], pattern: string): BatchPage[] {
  const keep = new Set(
    linksMatching(
      pages.map((p) => p.url),
      pattern,
    ),
  );
  return pages.filter((p) => keep.has(p.url));
}
