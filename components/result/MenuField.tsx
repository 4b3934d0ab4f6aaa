import type { Menu } from '@/lib/api/schemas/parse-commerce';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { NothingDeclared } from '@/components/result/NothingDeclared';
import { Price } from '@/components/result/Price';
import { SafeLink } from '@/components/result/SafeLink';

type Section = NonNullable<Menu['sections']>[number];
type Item = NonNullable<Section['items']>[number];

function MenuItem({ item }: { item: Item }) {
  return (
    <li class="menu-item">
      <span class="menu-name">
        {item.url ? <SafeLink href={item.url}>{item.name ?? item.url}</SafeLink> : item.name}
      </span>
      <Price price={item.price} />
      {item.description && <p class="muted">{item.description}</p>}
      <span class="tags">
        {(item.dietary ?? []).map((d) => (
          <span key={d} class="badge">
            {d}
          </span>
        ))}
        {typeof item.calories === 'number' && <span class="badge">{t('result_calories', item.calories)}</span>}
        {item.availability?.inStock === false && <span class="badge badge-warn">{t('result_outOfStock')}</span>}
      </span>
    </li>
  );
}

/** A menu: merchant, then each section with its items, prices and dietary tags. */
export function MenuField({ menu }: { menu: Menu }) {
  return (
    <Field name="menu" title={t('result_menu')}>
      <NothingDeclared value={menu} />
      <p class="muted">
        {[
          menu.merchant?.name,
          menu.merchant?.type,
          menu.currency,
          typeof menu.confidence === 'number' ? t('result_confidence', Math.round(menu.confidence * 100)) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {menu.isMenu === false && <p>{t('result_notAMenu')}</p>}
      {(menu.sections ?? []).map((section, i) => (
        <section key={section.id ?? i} class="menu-section">
          <h4>{section.name ?? t('result_menuSection', i + 1)}</h4>
          {section.description && <p class="muted">{section.description}</p>}
          <ul class="menu-items">
            {(section.items ?? []).map((item, j) => (
              <MenuItem key={item.id ?? j} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </Field>
  );
}
