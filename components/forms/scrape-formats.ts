import { SCRAPE_DEFAULTS, type ScrapeFormat } from '@/lib/api/schemas/scrape-constants';

export interface FormatChange {
  formats: ScrapeFormat[];
  /** Message key of what else changed, said aloud next to the picker. */
  note?: string;
}

/** Formats that a chosen format requires: they stay checked and cannot be unchecked. */
export const lockedFormats = (formats: readonly ScrapeFormat[]): Set<ScrapeFormat> =>
  new Set(formats.includes('changeTracking') ? (['markdown'] as const) : []);

const SCREENSHOT_PAIR: Partial<Record<ScrapeFormat, ScrapeFormat>> = {
  screenshot: 'screenshot@fullPage',
  'screenshot@fullPage': 'screenshot',
};

/**
 * Applies the service's format rules as the user chooses (api-notes: changeTracking needs
 * markdown; the two screenshots exclude each other), so a rule never has to be explained
 * after the fact. Order follows SCRAPE_FORMATS-like insertion, no duplicates.
 */
export function toggleFormat(
  current: readonly ScrapeFormat[] | undefined,
  format: ScrapeFormat,
  on: boolean,
): FormatChange {
  const set = new Set(current ?? SCRAPE_DEFAULTS.formats);
  let note: string | undefined;
  if (on) {
    set.add(format);
    const other = SCREENSHOT_PAIR[format];
    if (other && set.delete(other)) note = 'forms_note_screenshotSwapped';
    if (format === 'changeTracking' && !set.has('markdown')) {
      set.add('markdown');
      note = 'forms_note_markdownAdded';
    }
  } else {
    set.delete(format);
    if (format === 'markdown' && set.delete('changeTracking')) note = 'forms_note_changeTrackingRemoved';
  }
  return { formats: [...set], note };
}
