import type { ModelUsage } from '@/lib/api/schemas/parse-response';

/** What a model call cost, shown on the result: the shape the result's metadata keeps. */
export type { ModelUsage };

/** Tokens one model call reported. */
export interface CallTokens {
  inputTokens?: number;
  outputTokens?: number;
}

const add = (a: number | undefined, b: number | undefined) =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

/** Sums the tokens of every call of one extraction (parts, repairs, the combining summary). */
export class UsageTally {
  private tokens: CallTokens = {};
  private readonly started = Date.now();

  constructor(private readonly provider: string) {}

  count(call: CallTokens): void {
    this.tokens = {
      inputTokens: add(this.tokens.inputTokens, call.inputTokens),
      outputTokens: add(this.tokens.outputTokens, call.outputTokens),
    };
  }

  usage(parts: number): ModelUsage {
    const usage: ModelUsage = { ms: Date.now() - this.started, parts, provider: this.provider };
    if (this.tokens.inputTokens !== undefined) usage.inputTokens = this.tokens.inputTokens;
    if (this.tokens.outputTokens !== undefined) usage.outputTokens = this.tokens.outputTokens;
    return usage;
  }
}
