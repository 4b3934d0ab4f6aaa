/** The part of Chrome's Prompt API the download needs (the global `LanguageModel`). */
interface LanguageModelApi {
  create(options: { monitor?(monitor: EventTarget): void }): Promise<{ destroy(): void }>;
}

const languageModel = (): LanguageModelApi | undefined =>
  (globalThis as { LanguageModel?: LanguageModelApi }).LanguageModel;

/**
 * Starts Chrome's model download from this page: `create()` needs the user's click when the
 * model must be downloaded, which a background message would lose. Calls back with the share
 * done (0–1); the session made for it is destroyed at once. False where the API does not exist.
 */
export async function downloadBuiltInModel(onProgress: (share: number) => void): Promise<boolean> {
  const api = languageModel();
  if (!api) return false;
  const session = await api.create({
    monitor(m) {
      m.addEventListener('downloadprogress', (e) => onProgress((e as Event & { loaded: number }).loaded));
    },
  });
  session.destroy();
  return true;
}
