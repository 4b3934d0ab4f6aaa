import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export interface TabItem<K extends string> {
  key: K;
  label: ComponentChildren;
  /** When set, the tab is a link (e.g. `#/history`), so views are linkable and open in place. */
  href?: string;
}

interface Props<K extends string> {
  items: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id prefix: tab `${idPrefix}-tab-${key}` controls panel `${idPrefix}-panel-${key}`. */
  idPrefix: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. Render the panel with `tabPanelProps(idPrefix, key)`.
 */
export function Tabs<K extends string>({ items, selected, onSelect, label, idPrefix }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onSelect(target.key);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${target.key}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} class="tabs" ref={list}>
      {items.map((item, index) => {
        const active = item.key === selected;
        const Tag = item.href ? 'a' : 'button';
        return (
          <Tag
            key={item.key}
            id={`${idPrefix}-tab-${item.key}`}
            role="tab"
            class="tab"
            href={item.href}
            type={item.href ? undefined : 'button'}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${item.key}`}
            tabIndex={active ? 0 : -1}
            onClick={(event: MouseEvent) => {
              if (!item.href) event.preventDefault();
              onSelect(item.key);
            }}
            onKeyDown={(event: KeyboardEvent) => move(event, index)}
          >
            {item.label}
          </Tag>
        );
      })}
    </div>
  );
}

/** The attributes of the panel that belongs to tab `key`. */
export const tabPanelProps = (idPrefix: string, key: string) => ({
  id: `${idPrefix}-panel-${key}`,
  role: 'tabpanel' as const,
  'aria-labelledby': `${idPrefix}-tab-${key}`,
  tabIndex: 0,
});
