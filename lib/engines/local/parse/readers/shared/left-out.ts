import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
/** Collects what a reader left out (charts, SmartArt, embedded objects) into a few plain sentences. */

/** A kind of content left out; each has its own sentences in messages.json. */
export type LeftOutKind = 'chart' | 'smartArt' | 'embedded';

export const CHART: LeftOutKind = 'chart';
export const SMART_ART: LeftOutKind = 'smartArt';
export const EMBEDDED: LeftOutKind = 'embedded';

const listed = (items: number[]): string =>
  items.length < 2
    ? items.join('')
    : t('localParse_listAnd', items.slice(0, -1).join(', '), items[items.length - 1] ?? '');

export class LeftOut {
  private readonly where = new Map<LeftOutKind, number[]>();

  /** One more `kind` left out, on slide `place` (a document without slides is one place). */
  add(kind: LeftOutKind, place: number): void {
    const places = this.where.get(kind) ?? [];
    places.push(place);
    this.where.set(kind, places);
  }

  /**
   * "The chart on slide 2 was left out." / "3 charts on slides 2 and 5 were left out.", or in a
   * document without slides "A chart was left out." / "2 charts were left out."
   */
  sentences(document: 'slides' | 'pages'): string[] {
    return [...this.where].map(([kind, places]) => {
      if (document === 'pages') return tPlural(`localParse_leftOut_${kind}`, places.length);
      const slides = [...new Set(places)];
      const where = tPlural('localParse_onSlides', slides.length, listed(slides));
      return tPlural(`localParse_leftOutOn_${kind}`, places.length, where);
    });
  }
}
