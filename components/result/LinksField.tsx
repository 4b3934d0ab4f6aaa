import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { SafeLink } from '@/components/result/SafeLink';

const PAGE = 200;

/** The page's links as a list; only http(s) ones are clickable. Long lists grow on demand. */
export function LinksField({ links, fileName }: { links: string[]; fileName: string }) {
  const [shown, setShown] = useState(PAGE);
  const text = () => links.join('\n');
  return (
    <Field
      name="links"
      title={t('result_links', links.length)}
      actions={
        <>
          <CopyButton text={text} label={t('result_copyLinks')} />
          <DownloadButton text={text} fileName={fileName} label={t('sidepanel_download')} />
        </>
      }
    >
      <ul class="link-list">
        {links.slice(0, shown).map((link, i) => (
          <li key={i}>
            <SafeLink href={link} />
          </li>
        ))}
      </ul>
      {links.length > shown && (
        <Button variant="quiet" onClick={() => setShown(shown + PAGE)}>
          {t('sidepanel_showMore', links.length - shown)}
        </Button>
      )}
    </Field>
  );
}
