import { useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { diffStats, parseUnifiedDiff, withoutFileHeaders } from '@/components/diff-view/parse-diff';

interface Props {
  diff: string;
}

/**
 * A git-style diff with added and removed lines marked by colour and by their +/- sign; the file
 * headers left out (downloads keep them).
 */
export function DiffView({ diff }: Props) {
  const lines = useMemo(() => withoutFileHeaders(parseUnifiedDiff(diff)), [diff]);
  const stats = diffStats(lines);
  return (
    <figure class="diff">
      <figcaption class="diff-stats">{t('result_diffStats', stats.added, stats.removed)}</figcaption>
      <pre class="diff-lines">
        {lines.map((line, i) => (
          <span key={i} class={`diff-line diff-${line.kind}`}>
            <span class="diff-no" aria-hidden="true">
              {line.oldLine ?? ''}
            </span>
            <span class="diff-no" aria-hidden="true">
              {line.newLine ?? ''}
            </span>
            <span class="diff-text">{line.text}</span>
            {'\n'}
          </span>
        ))}
      </pre>
    </figure>
  );
}
