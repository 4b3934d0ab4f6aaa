import { httpUrl } from '@/components/result/safe-url';

interface Props {
  href: unknown;
  /** Shown text; defaults to the URL itself. */
  children?: string;
}

/** An untrusted URL: a link (new tab, no opener, no referrer) when http(s), plain text otherwise. */
export function SafeLink({ href, children }: Props) {
  const url = httpUrl(href);
  const text = children ?? String(href ?? '');
  if (!url) return <span class="unsafe-link">{text}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
