import { extname } from 'node:path';
import type { ServerResponse } from 'node:http';
import { MESSAGES } from '../messages';
import { sendJson } from '../http-util';
import type { Team } from '../teams';
import { validationBody } from '../validation';
import { buildParseData } from './build-data';
import { CONTENT_TYPES } from './documents';
import type { MultipartResult } from './multipart';
import { parseOptionsSchema, unsupportedOption } from './options-schema';

const SUPPORTED = Object.keys(CONTENT_TYPES).join(', ');
const bad = (res: ServerResponse, error: string, code = 'BAD_REQUEST') =>
  sendJson(res, 400, { success: false, code, error });

// POST /v2/parse, in the real server's order: multipart problems, the file, the options
// JSON, the file type, option validation, unsupported options, team permissions.
export function handleParse(team: Team, form: MultipartResult | undefined, res: ServerResponse): void {
  if (form?.error) return bad(res, form.error);
  const file = form?.files.find((f) => f.field === 'file');
  if (!form || !file || !file.fileName || !file.data) {
    return bad(
      res,
      "Missing file upload. Send multipart/form-data with a 'file' field and optional 'options' JSON string.",
    );
  }
  let options: unknown = {};
  const raw = form.fields.get('options');
  if (raw !== undefined) {
    try {
      options = JSON.parse(raw);
    } catch {
      return bad(res, "Invalid JSON in the 'options' field. Provide a valid JSON string.");
    }
    if (!options || typeof options !== 'object' || Array.isArray(options))
      return bad(res, "The 'options' field must parse to a JSON object.");
  }
  if (!CONTENT_TYPES[extname(file.fileName).toLowerCase()]) {
    return bad(res, `Unsupported upload type. Supported file extensions: ${SUPPORTED}`, 'UNSUPPORTED_FILE_TYPE');
  }
  const parsed = parseOptionsSchema.safeParse(options);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  const unsupported = unsupportedOption(parsed.data);
  if (unsupported) return bad(res, unsupported, 'PARSE_UNSUPPORTED_OPTIONS');
  if (parsed.data.zeroDataRetention && !team.zeroDataRetention)
    return sendJson(res, 403, { success: false, error: MESSAGES.zdrNotEnabled });
  sendJson(res, 200, { success: true, data: buildParseData(file.fileName, file.data, parsed.data) });
}
