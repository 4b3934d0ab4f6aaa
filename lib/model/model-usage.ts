/** What a model call cost: shown on the result. Token counts are absent when the model did not say. */
export interface ModelUsage {
  inputTokens?: number;
  outputTokens?: number;
  ms: number;
  /** How many parts the page was split into (1 when it fit). */
  parts: number;
  /** 'built-in', or the endpoint's host: where the page's text went. */
  provider: string;
}

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
