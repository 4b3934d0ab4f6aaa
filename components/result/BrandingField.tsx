import type { Branding } from '@/lib/api/schemas/parse-branding';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { NothingDeclared } from '@/components/result/NothingDeclared';
import { imageSrc } from '@/components/result/safe-url';
import { Swatch } from '@/components/result/Swatch';

type Row = [string, unknown];
const rows = (o: object | null | undefined): Row[] =>
  Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined);

/** The site's brand: colour swatches, fonts, typography, logo and images; the rest as a tree. */
export function BrandingField({ branding }: { branding: Branding }) {
  const {
    colors,
    fonts,
    typography,
    images,
    logo,
    colorScheme,
    components,
    spacing,
    icons,
    animations,
    layout,
    personality,
  } = branding;
  const logoSrc = imageSrc(logo ?? images?.logo);
  const typeRows = typography
    ? [
        ...rows(typography.fontFamilies).map(([k, v]): Row => [`family.${k}`, v]),
        ...rows(typography.fontSizes).map(([k, v]): Row => [`size.${k}`, v]),
        ...rows(typography.fontWeights).map(([k, v]): Row => [`weight.${k}`, v]),
        ...rows(typography.lineHeights).map(([k, v]): Row => [`lineHeight.${k}`, v]),
      ]
    : [];
  const more = { components, spacing, icons, animations, layout, personality };
  return (
    <Field name="branding" title={t('result_branding')}>
      <NothingDeclared value={branding} />
      {colorScheme && <p>{t('result_colorScheme', colorScheme)}</p>}
      {logoSrc && <img class="brand-logo" src={logoSrc} alt={t('result_logo')} referrerpolicy="no-referrer" />}
      {colors && (
        <ul class="swatches" aria-label={t('result_colors')}>
          {rows(colors).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </ul>
      )}
      {fonts && fonts.length > 0 && (
        <p>
          {t('result_fonts')}:{' '}
          {fonts
            .map((f) => f.family)
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
      {typeRows.length > 0 && (
        <table class="data-table">
          <caption>{t('result_typography')}</caption>
          <tbody>
            {typeRows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{String(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {images &&
        rows(images).map(([k, v]) => {
          const src = imageSrc(v);
          return src ? (
            <img key={k} class="brand-image" src={src} alt={k} loading="lazy" referrerpolicy="no-referrer" />
          ) : null;
        })}
      {Object.values(more).some((v) => v) && <JsonTree value={more} label={t('result_brandingMore')} openDepth={0} />}
    </Field>
  );
}
