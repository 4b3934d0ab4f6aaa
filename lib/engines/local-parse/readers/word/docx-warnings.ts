/**
 * Mammoth's messages, cut down to what a reader of the output should know: content that was
 * dropped. Style-mapping notes are about looks, not content, and are left out.
 */
import type { DocxPeek } from './docx-package';

interface MammothMessage {
  type: 'warning' | 'error';
  message: string;
}

const UNRECOGNISED = 'An unrecognised element was ignored: ';
const MAX_NAMES = 3;

const plural = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one} was` : `${n} ${many} were`);

export function docxWarnings(messages: readonly MammothMessage[], peek: DocxPeek): string[] {
  const warnings: string[] = [];
  if (peek.charts) warnings.push(`${plural(peek.charts, 'chart', 'charts')} left out.`);
  if (peek.smartArt) warnings.push(`${plural(peek.smartArt, 'SmartArt graphic', 'SmartArt graphics')} left out.`);

  const ignored = new Set<string>();
  let errors = 0;
  for (const { type, message } of messages) {
    if (message.startsWith(UNRECOGNISED)) ignored.add(message.slice(UNRECOGNISED.length));
    else if (type === 'error') errors++;
  }
  if (ignored.size) {
    const names = [...ignored].slice(0, MAX_NAMES).join(', ');
    const more = ignored.size > MAX_NAMES ? ` and ${ignored.size - MAX_NAMES} more` : '';
    warnings.push(`Some content of kinds this reader does not know (${names}${more}) was left out.`);
  }
  if (errors === 1) warnings.push('One part of the document (such as an image) could not be read and was left out.');
  else if (errors) warnings.push(`${errors} parts of the document (such as images) could not be read and were left out.`);
  return warnings;
}
