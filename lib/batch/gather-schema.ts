import { z } from 'zod';

export const gatherRequestSchema = z.object({
  source: z.enum(['windowTabs', 'selectedTabs', 'selectionLinks', 'pageLinks']),
  /** The window whose tabs (windowTabs, selectedTabs); absent: the last focused one. */
  windowId: z.number().optional(),
  /** The page whose links (selectionLinks, pageLinks); absent: the active tab. */
  tabId: z.number().optional(),
  /** pageLinks: a part of the address, `*` for any characters; empty: every link. */
  pattern: z.string().optional(),
});
export type GatherRequest = z.infer<typeof gatherRequestSchema>;

export const gatheredSchema = z.object({
  pages: z.array(z.object({ url: z.string(), title: z.string().optional(), tabId: z.number().optional() })),
  /** Tabs whose address the extension may not read yet (it needs the `tabs` permission). */
  hiddenTabs: z.int().min(0),
  /** Browser pages and the like, left out: no extension can read them. */
  skipped: z.int().min(0),
});
export type Gathered = z.infer<typeof gatheredSchema>;
