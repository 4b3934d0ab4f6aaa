import { t } from '../../../../i18n/t';
/** Collects what a reader left out (charts, SmartArt, embedded objects) into a few plain sentences. */

export interface LeftOutKind {
  one: string;
  many: string;
}

export const CHART: LeftOutKind = { one: 'chart', many: 'charts' };
export const SMART_ART: LeftOutKind = { one: 'SmartArt graphic', many: 'SmartArt graphics' };
export const EMBEDDED: LeftOutKind = { one: 'embedded object', many: 'embedded objects' };

const listed = (items: (number | string)[]): string =>
  items.length < 2
    ? items.join('')
    : t('localParse_listAnd', items.slice(0, -1).join(', '), items[items.length - 1] ?? '');

export class LeftOut {
  private readonly where = new Map<LeftOutKind, (number | string)[]>();

  /** One more `kind` left out, on slide/page `place`. */
  add(kind: LeftOutKind, place: number | string): void {
    const places = this.where.get(kind) ?? [];
    places.push(place);
    this.where.set(kind, places);
  }

  /**
   * "The chart on slide 2 was left out." / "3 charts on slides 2 and 5 were left out.", or
   * without a unit (one-part documents) "A chart was left out." / "2 charts were left out."
   */
  sentences(unit?: { one: string; many: string }): string[] {
    return [...this.where].map(([kind, places]) => {
      const distinct = [...new Set(places)];
      const where = unit ? ([distinct.length === 1 ? unit.one : unit.many, listed(distinct)] as const) : undefined;
      if (places.length > 1) {
        return where
          ? t('localParse_leftOutManyOn', places.length, kind.many, ...where)
          : t('localParse_leftOutMany', places.length, kind.many);
      }
      return where
        ? t('localParse_leftOutTheOn', kind.one, ...where)
        : t(/^[aeiou]/i.test(kind.one) ? 'localParse_leftOutAn' : 'localParse_leftOutA', kind.one);
    });
  }
}
