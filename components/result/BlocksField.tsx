import type { PageBlocks } from '@/lib/api/schemas/parse-blocks';
import { t } from '@/lib/i18n/t';
import { BlockPage } from '@/components/result/BlockPage';
import { Field } from '@/components/result/Field';

/** The layout blocks of every page. */
export function BlocksField({ blocks }: { blocks: PageBlocks[] }) {
  return (
    <Field name="blocks" title={t('result_blocks')}>
      {blocks.map((page, i) => (
        <BlockPage key={i} page={page} />
      ))}
    </Field>
  );
}
