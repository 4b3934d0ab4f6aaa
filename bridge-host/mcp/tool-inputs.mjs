// The tools' arguments, as zod schemas the MCP SDK validates and lists. Only what the browser does
// itself: a format or option only the service serves would come back refused (403).
import { z } from 'zod';

/** The text formats a local scrape and a local parse give (the bridge's PARSE_STRING_FORMATS, less summary). */
const FORMATS = /** @type {const} */ (['markdown', 'html', 'rawHtml', 'links', 'images']);

export const formats = z
  .array(z.enum(FORMATS))
  .min(1)
  .default(['markdown'])
  .describe('What to return. Markdown comes as text; the others come as JSON text. Default: ["markdown"].');

export const webAddress = z.url({ protocol: /^https?$/ }).describe('An http or https address.');

export const onlyMainContent = z
  .boolean()
  .optional()
  .describe("Only the page's main content, without navigation, header and footer. Default: true.");

export const waitFor = z
  .int()
  .min(0)
  .optional()
  .describe('Milliseconds to wait after the page loads, for content a script adds late.');

export const timeout = z.int().min(1000).optional().describe('Milliseconds the page may take before it fails.');

export const filePath = z.string().min(1).describe('The absolute path of a local file.');

export const webAddresses = z.array(webAddress).min(1).max(100).describe('From 1 to 100 http or https addresses.');
