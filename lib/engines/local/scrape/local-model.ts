import type { ModelProvider } from '@/lib/settings/model-settings';

// The one rule for "does the local engine have a model", and where the page's text goes with it.
// Types only: the popup's forms use it on their first paint.

/** The formats a language model answers (the local engine needs a provider for them). */
export const MODEL_FORMATS = ['json', 'summary'] as const;

export const modelChosen = (provider: ModelProvider | undefined): boolean => (provider?.kind ?? 'none') !== 'none';

/** The endpoint's host the page's text is sent to; undefined when it stays on this device. */
export function modelHost(provider: ModelProvider | undefined): string | undefined {
  if (provider?.kind !== 'endpoint') return undefined;
  try {
    return new URL(provider.baseUrl).host;
  } catch {
    return provider.baseUrl;
  }
}
