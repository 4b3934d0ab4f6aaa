import type { MessageKey } from '@/lib/i18n/t';

/** The file types the local engine reads, each with the message that names it ("a Word document"). */
export const LOCAL_TYPES = {
  pdf: { label: 'localParse_kind_pdf', contentType: 'application/pdf', extensions: ['pdf'] },
  docx: {
    label: 'localParse_kind_docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx', 'docm'],
  },
  xlsx: {
    label: 'localParse_kind_xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx', 'xlsm'],
  },
  pptx: {
    label: 'localParse_kind_pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx', 'pptm'],
  },
  odt: { label: 'localParse_kind_odt', contentType: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  ods: {
    label: 'localParse_kind_ods',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
  odp: {
    label: 'localParse_kind_odp',
    contentType: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
  },
  epub: { label: 'localParse_kind_epub', contentType: 'application/epub+zip', extensions: ['epub'] },
  html: { label: 'localParse_kind_html', contentType: 'text/html', extensions: ['html', 'htm', 'xhtml'] },
  csv: { label: 'localParse_kind_csv', contentType: 'text/csv', extensions: ['csv'] },
} as const;

export type LocalFileType = keyof typeof LOCAL_TYPES;

/** Types the service parses but the local engine does not: the message naming each, and what to save as. */
export const REMOTE_ONLY_TYPES: Record<string, { label: MessageKey; saveAs: string }> = {
  doc: { label: 'localParse_kind_doc', saveAs: '.docx' },
  xls: { label: 'localParse_kind_xls', saveAs: '.xlsx' },
  xlsb: { label: 'localParse_kind_xlsb', saveAs: '.xlsx' },
  ppt: { label: 'localParse_kind_ppt', saveAs: '.pptx' },
  rtf: { label: 'localParse_kind_rtf', saveAs: '.docx' },
};

export function typeOfExtension(extension: string): LocalFileType | undefined {
  for (const [type, info] of Object.entries(LOCAL_TYPES)) {
    if ((info.extensions as readonly string[]).includes(extension)) return type as LocalFileType;
  }
  return undefined;
}
