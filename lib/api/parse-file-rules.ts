/** The parse endpoint's file rules (api-notes.md): what it accepts, decided by extension. */
export const PARSE_MAX_FILE_BYTES = 50 * 1024 * 1024;

export const PARSE_EXTENSIONS = [
  'html',
  'htm',
  'xhtml',
  'pdf',
  'docx',
  'doc',
  'docm',
  'odt',
  'ods',
  'odp',
  'rtf',
  'xlsx',
  'xls',
  'xlsm',
  'xlsb',
  'pptx',
  'ppt',
  'pptm',
  'epub',
  'csv',
] as const;

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const isParseableName = (name: string): boolean =>
  (PARSE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
