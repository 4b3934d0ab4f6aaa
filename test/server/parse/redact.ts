// redactPII for parse: emails and phone numbers, in the requested replace style.
type Style = 'tag' | 'mask' | 'remove';

const PATTERNS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<EMAIL>'],
  [/\+?\d[\d ()-]{7,}\d/g, '<PHONE_NUMBER>'],
];

export function redactPii(markdown: string, option: boolean | { replaceStyle?: Style } | undefined): string {
  if (!option) return markdown;
  const style: Style = option === true ? 'tag' : (option.replaceStyle ?? 'tag');
  return PATTERNS.reduce(
    (text, [re, tag]) =>
      text.replace(re, (m) => (style === 'tag' ? tag : style === 'mask' ? '*'.repeat(m.length) : '')),
    markdown,
  );
}
