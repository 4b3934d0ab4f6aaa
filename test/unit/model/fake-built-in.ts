import type {
  Availability,
  BuiltInScope,
  LanguageModelSession,
  PromptMessage,
  SummarizerOptions,
  SummarizerSession,
} from '@/lib/model/built-in/built-in-api';

// Chrome's built-in AI as documented (Prompt API explainer, developer.chrome.com): availability(),
// create({ initialPrompts, monitor, signal }) with downloadprogress events, prompt(text,
// { responseConstraint, signal }), measureInputUsage, inputUsage / inputQuota, destroy(). It
// answers from a script and records every call.

const tokens = (text: string) => Math.ceil(text.length / 4);

export interface PromptCall {
  initialPrompts: PromptMessage[];
  input: string;
  responseConstraint?: object;
}

export interface FakeOptions {
  availability?: Availability;
  inputQuota?: number;
  /** The answer to each prompt, in order; a function answers from the call; an Error is thrown. */
  answers?: (string | Error | ((call: PromptCall) => string))[];
  /** create() refuses as Chrome does when a download needs a click it did not get. */
  createError?: Error;
  summarizer?: boolean;
}

export function fakeBuiltIn(options: FakeOptions = {}) {
  const prompts: PromptCall[] = [];
  const sessions: { destroyed: boolean }[] = [];
  const summaries: { options: SummarizerOptions; input: string; context?: string }[] = [];
  const answers = [...(options.answers ?? [])];
  const availability = options.availability ?? 'available';

  const monitorDownload = (monitor?: (m: EventTarget) => void) => {
    const target = new EventTarget();
    monitor?.(target);
    if (availability === 'downloadable' || availability === 'downloading')
      for (const loaded of [0, 0.5, 1]) target.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
  };

  const scope: BuiltInScope = {
    LanguageModel: {
      availability: async () => availability,
      async create(create = {}) {
        if (options.createError) throw options.createError;
        monitorDownload(create.monitor);
        const initialPrompts = create.initialPrompts ?? [];
        const record = { destroyed: false };
        sessions.push(record);
        const session: LanguageModelSession = {
          inputQuota: options.inputQuota ?? 6000,
          inputUsage: initialPrompts.reduce((sum, m) => sum + tokens(m.content), 0),
          measureInputUsage: async (text) => tokens(text),
          async prompt(input, promptOptions = {}) {
            if (promptOptions.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
            const call = { initialPrompts, input, responseConstraint: promptOptions.responseConstraint };
            prompts.push(call);
            if (tokens(input) + session.inputUsage > session.inputQuota)
              throw new DOMException('The input is too large.', 'QuotaExceededError');
            const next = answers.shift() ?? '{}';
            if (next instanceof Error) throw next;
            return typeof next === 'function' ? next(call) : next;
          },
          destroy: () => {
            record.destroyed = true;
          },
        };
        return session;
      },
    },
  };
  if (options.summarizer)
    scope.Summarizer = {
      availability: async () => availability,
      async create(create) {
        monitorDownload(create.monitor);
        const record = { destroyed: false };
        sessions.push(record);
        const { type, format, length } = create;
        const session: SummarizerSession = {
          inputQuota: options.inputQuota ?? 6000,
          measureInputUsage: async (text) => tokens(text),
          async summarize(input, summarizeOptions = {}) {
            summaries.push({ options: { type, format, length }, input, context: summarizeOptions.context });
            return `Summary of ${input.length} characters.`;
          },
          destroy: () => {
            record.destroyed = true;
          },
        };
        return session;
      },
    };
  return { scope, prompts, sessions, summaries };
}
