/** The file types the local engine reads, with the words a message uses for each. */
export const LOCAL_TYPES = {
  pdf: { label: 'a PDF', contentType: 'application/pdf', extensions: ['pdf'] },
  docx: {
    label: 'a Word document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx', 'docm'],
  },
  xlsx: {
    label: 'an Excel workbook',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx', 'xlsm'],
  },
  pptx: {
    label: 'a PowerPoint deck',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx', 'pptm'],
  },
  odt: { label: 'an OpenDocument text', contentType: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  ods: {
    label: 'an OpenDocument spreadsheet',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
  odp: {
    label: 'an OpenDocument presentation',
    contentType: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
  },
  epub: { label: 'an EPUB book', contentType: 'application/epub+zip', extensions: ['epub'] },
  html: { label: 'an HTML page', contentType: 'text/html', extensions: ['html', 'htm', 'xhtml'] },
  csv: { label: 'a CSV table', contentType: 'text/csv', extensions: ['csv'] },
} as const;

export type LocalFileType = keyof typeof LOCAL_TYPES;

/** Types the service parses but the local engine does not: what they are, and what to save as. */
export const REMOTE_ONLY_TYPES: Record<string, { label: string; saveAs: string }> = {
  doc: { label: 'an old binary Word document (.doc)', saveAs: '.docx' },
  xls: { label: 'an old binary Excel workbook (.xls)', saveAs: '.xlsx' },
  xlsb: { label: 'a binary Excel workbook (.xlsb)', saveAs: '.xlsx' },
  ppt: { label: 'an old binary PowerPoint deck (.ppt)', saveAs: '.pptx' },
  rtf: { label: 'an RTF document', saveAs: '.docx' },
};

export function typeOfExtension(extension: string): LocalFileType | undefined {
  for (const [type, info] of Object.entries(LOCAL_TYPES)) {
    if ((info.extensions as readonly string[]).includes(extension)) return type as LocalFileType;
  }
  return undefined;
}
