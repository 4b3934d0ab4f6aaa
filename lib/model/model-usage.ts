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
