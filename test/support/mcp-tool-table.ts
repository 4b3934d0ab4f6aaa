/**
 * What each tool of firecrawl-mcp 3.26 (the devDependency) meets through the bridge: the one list
 * the e2e (test/e2e/bridge-mcp.e2e.ts) expects and docs/bridge-clients.md shows (a unit test keeps
 * the two alike). To serve a tool in the browser, change its outcome here and its row there.
 *
 * - `served`: the browser answers it.
 * - `service`: only the service serves it: forwarded to the user's service when the user allows
 *   forwarding, else refused at once, 501 NOT_SERVED_LOCALLY, saying to allow forwarding.
 * - `allowed`: the browser serves it once the user has allowed it (a search needs the browser's
 *   engine known and its site allowed; acting needs Settings → Bridge → acting on and the site's
 *   own consent); until then refused at once, 403 with a `code` and the words saying what to do.
 * - `mcp`: firecrawl-mcp answers it itself (the tool is deprecated there) and sends no request.
 */
export type McpOutcome = 'served' | 'service' | 'allowed' | 'mcp';

export interface McpToolRow {
  tool: string;
  /** The requests the tool sends, as docs/bridge-clients.md names them. */
  sends: string;
  outcome: McpOutcome;
}

export const MCP_TOOLS: readonly McpToolRow[] = [
  { tool: 'firecrawl_scrape', sends: 'POST /v2/scrape', outcome: 'served' },
  { tool: 'firecrawl_map', sends: 'POST /v2/map', outcome: 'served' },
  { tool: 'firecrawl_crawl', sends: 'POST /v2/crawl, then GET /v2/crawl/{id} every 2 s', outcome: 'served' },
  { tool: 'firecrawl_check_crawl_status', sends: 'GET /v2/crawl/{id}', outcome: 'served' },
  { tool: 'firecrawl_parse', sends: 'POST /v2/parse (multipart: the file read from disk)', outcome: 'served' },
  { tool: 'firecrawl_search', sends: 'POST /v2/search', outcome: 'allowed' },
  {
    tool: 'firecrawl_interact',
    sends: 'with `url`: POST /v2/scrape (served), then POST /v2/scrape/{scrapeId}/interact',
    outcome: 'allowed',
  },
  { tool: 'firecrawl_interact_stop', sends: 'DELETE /v2/scrape/{scrapeId}/interact', outcome: 'served' },
  {
    tool: 'firecrawl_find_tools',
    sends: 'GET /exchange/discover (other levels: POST /v2/scrape with `alexandria`)',
    outcome: 'service',
  },
  { tool: 'firecrawl_search_feedback', sends: 'POST /v2/search/{searchId}/feedback', outcome: 'service' },
  { tool: 'firecrawl_feedback', sends: 'POST /v2/feedback', outcome: 'service' },
  { tool: 'firecrawl_agent', sends: 'POST /v2/agent', outcome: 'service' },
  { tool: 'firecrawl_agent_status', sends: 'GET /v2/agent/{id}', outcome: 'service' },
  { tool: 'firecrawl_monitor_create', sends: 'POST /v2/monitor', outcome: 'service' },
  { tool: 'firecrawl_monitor_list', sends: 'GET /v2/monitor', outcome: 'service' },
  { tool: 'firecrawl_monitor_get', sends: 'GET /v2/monitor/{id}', outcome: 'service' },
  { tool: 'firecrawl_monitor_update', sends: 'PATCH /v2/monitor/{id}', outcome: 'service' },
  { tool: 'firecrawl_monitor_delete', sends: 'DELETE /v2/monitor/{id}', outcome: 'service' },
  { tool: 'firecrawl_monitor_run', sends: 'POST /v2/monitor/{id}/run', outcome: 'service' },
  { tool: 'firecrawl_monitor_checks', sends: 'GET /v2/monitor/{id}/checks', outcome: 'service' },
  { tool: 'firecrawl_monitor_check', sends: 'GET /v2/monitor/{id}/checks/{checkId}', outcome: 'service' },
  { tool: 'firecrawl_research_search_papers', sends: 'GET /v2/search/research/papers', outcome: 'service' },
  { tool: 'firecrawl_research_inspect_paper', sends: 'GET /v2/search/research/papers/{paperId}', outcome: 'service' },
  {
    tool: 'firecrawl_research_related_papers',
    sends: 'GET /v2/search/research/papers/{id}/similar',
    outcome: 'service',
  },
  {
    tool: 'firecrawl_research_read_paper',
    sends: 'GET /v2/search/research/papers/{paperId}?query=',
    outcome: 'service',
  },
  { tool: 'firecrawl_developer_search', sends: 'GET /v2/search/developer', outcome: 'service' },
  { tool: 'firecrawl_credit_usage', sends: 'GET /v2/team/credit-usage', outcome: 'service' },
  { tool: 'firecrawl_extract', sends: 'nothing: deprecated in firecrawl-mcp', outcome: 'mcp' },
  { tool: 'firecrawl_research_search_github', sends: 'nothing: deprecated in firecrawl-mcp', outcome: 'mcp' },
];

/** The words docs/bridge-clients.md's table gives each outcome (the page says what each means). */
export const OUTCOME_WORDS: Record<McpOutcome, string> = {
  served: 'served by the browser',
  service: 'forwarded, else 501 `NOT_SERVED_LOCALLY`',
  allowed: 'served by the browser once allowed, else 403 with a `code`',
  mcp: 'firecrawl-mcp answers it (deprecated)',
};
