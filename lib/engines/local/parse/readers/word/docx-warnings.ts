/**
 * Mammoth's messages, cut down to what a reader of the output should know: content that was
 * dropped. Style-mapping notes are about looks, not content, and are left out.
 */
import type { DocxPeek } from '@/lib/engines/local/parse/readers/word/docx-package';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

interface MammothMessage {
  type: 'warning' | 'error';
  message: string;
}

const UNRECOGNISED = 'An unrecognised element was ignored: ';
const MAX_NAMES = 3;

export function docxWarnings(messages: readonly MammothMessage[], peek: DocxPeek): string[] {
  const warnings: string[] = [];
  if (peek.charts) warnings.push(tPlural('localParse_leftOut_chart', peek.charts));
  if (peek.smartArt) warnings.push(tPlural('localParse_leftOut_smartArt', peek.smartArt));

  const ignored = new Set<string>();
  let errors = 0;
  for (const { type, message } of messages) {
    if (message.startsWith(UNRECOGNISED)) ignored.add(message.slice(UNRECOGNISED.length));
    else if (type === 'error') errors++;
  }
  if (ignored.size) {
    const names = [...ignored].slice(0, MAX_NAMES).join(', ');
    warnings.push(
      t(
        'localParse_unknownKinds',
        ignored.size > MAX_NAMES ? t('localParse_andMore', names, ignored.size - MAX_NAMES) : names,
      ),
    );
  }
  if (errors) warnings.push(tPlural('localParse_partsUnreadable', errors));
  return warnings;
}
