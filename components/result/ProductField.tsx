import type { Product } from '@/lib/api/schemas/parse-commerce';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { NothingDeclared } from '@/components/result/NothingDeclared';
import { Price } from '@/components/result/Price';
import { imageSrc } from '@/components/result/safe-url';
import { SafeLink } from '@/components/result/SafeLink';

/** A product page: its facts, then each variant with price, sale, availability and images. */
export function ProductField({ product }: { product: Product }) {
  const variants = product.variants ?? [];
  return (
    <Field name="product" title={t('result_product')}>
      <NothingDeclared value={product} />
      <dl class="facts">
        {product.title && (
          <>
            <dt>{t('result_productTitle')}</dt>
            <dd>{product.title}</dd>
          </>
        )}
        {product.brand && (
          <>
            <dt>{t('result_brand')}</dt>
            <dd>{product.brand}</dd>
          </>
        )}
        {product.category && (
          <>
            <dt>{t('result_category')}</dt>
            <dd>{product.category}</dd>
          </>
        )}
        {product.url && (
          <>
            <dt>{t('result_url')}</dt>
            <dd>
              <SafeLink href={product.url} />
            </dd>
          </>
        )}
      </dl>
      {product.description && <p>{product.description}</p>}
      {variants.length > 0 && (
        <table class="data-table variants">
          <caption>{t('result_variants', variants.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('result_variant')}</th>
              <th scope="col">{t('result_price')}</th>
              <th scope="col">{t('result_availability')}</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v, i) => (
              <tr key={v.id ?? i}>
                <th scope="row">
                  {v.title ?? v.sku ?? v.id ?? `#${i + 1}`}
                  {v.sku && <span class="muted"> · {v.sku}</span>}
                  {v.values && (
                    <span class="muted">
                      {' '}
                      ·{' '}
                      {Object.entries(v.values)
                        .map(([k, val]) => `${k}: ${String(val)}`)
                        .join(', ')}
                    </span>
                  )}
                  {(v.images ?? []).map((img, j) => {
                    const src = imageSrc(img.url);
                    return src ? (
                      <img
                        key={j}
                        class="thumb"
                        src={src}
                        alt={img.alt ?? ''}
                        loading="lazy"
                        referrerpolicy="no-referrer"
                      />
                    ) : null;
                  })}
                </th>
                <td>
                  <Price price={v.price} before={v.sale?.originalPrice} />
                </td>
                <td>
                  {v.availability?.inStock === true
                    ? t('result_inStock')
                    : v.availability?.inStock === false
                      ? t('result_outOfStock')
                      : ''}
                  {v.availability?.text && <span class="muted"> {v.availability.text}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Field>
  );
}
