import { t } from '@/lib/i18n/t';

/** Said where a page-fact answer is empty: the page declares none of it, and nothing was guessed. */
export function NothingDeclared({ value }: { value: object }) {
  return Object.keys(value).length === 0 ? <p class="muted">{t('result_nothingDeclared')}</p> : null;
}
