import { t } from '@/lib/i18n/t';
import type {
  BuiltInScope,
  CreateMonitor,
  LanguageModelSession,
  LanguageModelStatic,
  PromptMessage,
} from '@/lib/model/built-in/built-in-api';
import { builtInFailure, builtInUnavailable } from '@/lib/model/built-in/built-in-errors';

/** Reports the model's download, which Chrome starts on the first create(). */
export const downloadMonitor = (onProgress?: (message: string) => void) => (monitor: CreateMonitor) => {
  monitor.addEventListener('downloadprogress', (event) => {
    const loaded = (event as Event & { loaded?: number }).loaded ?? 0;
    onProgress?.(t('model_progressDownload', Math.round(loaded * 100)));
  });
};

export function languageModelOf(scope: BuiltInScope): LanguageModelStatic {
  if (!scope.LanguageModel) throw builtInUnavailable();
  return scope.LanguageModel;
}

/**
 * Runs `use` with a fresh Prompt API session holding `initialPrompts`, and destroys the session
 * afterwards, whatever happened: a session holds the model's memory until destroyed.
 */
export async function withSession<T>(
  scope: BuiltInScope,
  initialPrompts: PromptMessage[],
  signal: AbortSignal,
  onProgress: ((message: string) => void) | undefined,
  use: (session: LanguageModelSession) => Promise<T>,
): Promise<T> {
  const LanguageModel = languageModelOf(scope);
  let session: LanguageModelSession | undefined;
  try {
    if ((await LanguageModel.availability()) === 'unavailable') throw builtInUnavailable();
    session = await LanguageModel.create({ initialPrompts, signal, monitor: downloadMonitor(onProgress) });
    return await use(session);
  } catch (error) {
    throw builtInFailure(error, signal);
  } finally {
    session?.destroy();
  }
}
