// The service's own fixed wordings, which clients and SDKs match on (lib/api/unknown-option.ts
// does: /unrecognized key/i). They stay as the service writes them, in English, and are not
// translated: every other word the bridge answers with comes from messages.json through t().

export type ApiVersion = 'v1' | 'v2';

export const SERVICE_WORDING = {
  /** 400 BAD_REQUEST when a body holds a key the service does not know, at any level. */
  unrecognizedKey: (version: ApiVersion) =>
    `Unrecognized key in body -- please review the ${version} API documentation for request body changes`,
  /** 400 from the service's upload handler when a part other than `file` carries a file (multer's words). */
  unexpectedFileField: (field: string) => `Unexpected file field: ${field}`,
  /**
   * 403 to a team without the service's discovery (its tools catalogue): firecrawl-mcp, given a
   * key, asks for it with every search and retries web-only on exactly these words.
   */
  discoveryNotEnabled: 'This endpoint is not enabled for this team.',
  /** Interact (apps/api/src/controllers/v2/scrape-browser.ts, browser.ts): a scrape History does not hold. */
  jobNotFound: 'Job not found.',
  /** A session id never given, or a scrape with no session. */
  sessionNotFound: 'Browser session not found.',
  /** A session that has ended. */
  sessionDestroyed: 'Browser session has been destroyed.',
  /** Neither code nor prompt in a scrape's interact request. */
  codeOrPrompt: "Either 'code' or 'prompt' must be provided.",
  /** A failed run's `error` when it printed nothing on stderr. */
  executionFailed: 'Execution failed',
} as const;
