import type { Availability, BuiltInScope } from '@/lib/model/built-in/built-in-api';
import { builtInScope } from '@/lib/model/built-in/built-in-api';
import { withSession } from '@/lib/model/built-in/built-in-session';

/** Whether Chrome's built-in model can be used here: 'unavailable' where the Prompt API does not exist. */
export async function availabilityIn(scope: BuiltInScope = builtInScope()): Promise<Availability> {
  if (!scope.LanguageModel) return 'unavailable';
  try {
    return await scope.LanguageModel.availability();
  } catch {
    return 'unavailable';
  }
}

/**
 * Downloads the model, reporting progress. Chrome starts a download only on a user's click, so
 * this runs in the page the click was on (Options), not in the background.
 */
export async function downloadBuiltInModel(
  onProgress: (message: string) => void,
  signal: AbortSignal,
  scope: BuiltInScope = builtInScope(),
): Promise<void> {
  await withSession(scope, [], signal, onProgress, async () => undefined);
}
