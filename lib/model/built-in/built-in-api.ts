// Chrome's built-in AI as documented (developer.chrome.com/docs/ai/prompt-api, /summarizer-api;
// the Prompt API explainer). Chrome exposes `LanguageModel` to extension windows and workers (the
// service worker included) since Chrome 138; `Summarizer` where the browser has it. Neither exists in
// Firefox or in a Chrome without the model: every use checks first.

export type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What `monitor(m)` receives: `downloadprogress` events carry `loaded` from 0 to 1. */
export type CreateMonitor = EventTarget;

export interface LanguageModelSession {
  prompt(input: string, options?: { responseConstraint?: object; signal?: AbortSignal }): Promise<string>;
  measureInputUsage(input: string, options?: { signal?: AbortSignal }): Promise<number>;
  readonly inputUsage: number;
  readonly inputQuota: number;
  destroy(): void;
}

export interface LanguageModelStatic {
  availability(options?: object): Promise<Availability>;
  create(options?: {
    initialPrompts?: PromptMessage[];
    monitor?(monitor: CreateMonitor): void;
    signal?: AbortSignal;
  }): Promise<LanguageModelSession>;
}

export interface SummarizerOptions {
  type: 'tldr' | 'key-points' | 'teaser' | 'headline';
  format: 'markdown' | 'plain-text';
  length: 'short' | 'medium' | 'long';
  sharedContext?: string;
}

export interface SummarizerSession {
  summarize(input: string, options?: { context?: string; signal?: AbortSignal }): Promise<string>;
  measureInputUsage?(input: string, options?: { signal?: AbortSignal }): Promise<number>;
  readonly inputQuota?: number;
  destroy(): void;
}

export interface SummarizerStatic {
  availability(options?: Partial<SummarizerOptions>): Promise<Availability>;
  create(
    options: SummarizerOptions & { monitor?(monitor: CreateMonitor): void; signal?: AbortSignal },
  ): Promise<SummarizerSession>;
}

/** The globals where they exist (a test passes its own). */
export interface BuiltInScope {
  LanguageModel?: LanguageModelStatic;
  Summarizer?: SummarizerStatic;
}

export const builtInScope = (): BuiltInScope => globalThis as BuiltInScope;
