import type { PageMetadata } from '@/lib/api/schemas/scrape-response';
import { Banner } from '@/components/ui/Banner';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { Field } from '@/components/result/Field';
import { SafeLink } from '@/components/result/SafeLink';

const asText = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));

/** A metadata value as text: lists joined, objects as JSON. Never markup. */
function MetadataValue({ name, value }: { name: string; value: unknown }) {
  if ((name === 'sourceURL' || name === 'url' || name === 'ogUrl') && typeof value === 'string')
    return <SafeLink href={value} />;
  if (Array.isArray(value)) return <>{asText(value)}</>;
  if (value !== null && typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return <>{String(value)}</>;
}

/**
 * A page's own meta name (`og:site_name`) whose value the service's name for it (`ogSiteName`)
 * already shows: the answer keeps both, as the service's does, but the table says it once.
 */
const shownTwice = (metadata: PageMetadata, name: string, value: unknown): boolean => {
  if (!name.includes(':')) return false;
  const twin = name.replace(/[:_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return twin in metadata && asText(metadata[twin]) === asText(value);
};

/** Every metadata key in a table, with a notice when a document was cut short (totalPages > numPages). */
export function MetadataTable({ metadata }: { metadata: PageMetadata }) {
  const entries = Object.entries(metadata).filter(
    ([name, v]) => v !== undefined && v !== null && v !== '' && !shownTwice(metadata, name, v),
  );
  const { numPages, totalPages } = metadata;
  const truncated = typeof numPages === 'number' && typeof totalPages === 'number' && totalPages > numPages;
  return (
    <Field name="metadata" title={t('result_metadata')}>
      {truncated && <Banner tone="warning">{tPlural('result_truncated', totalPages, numPages)}</Banner>}
      {metadata.error && <Banner tone="warning">{metadata.error}</Banner>}
      <table class="data-table metadata-table">
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name} data-key={name}>
              <th scope="row">{name}</th>
              <td>
                <MetadataValue name={name} value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Field>
  );
}
