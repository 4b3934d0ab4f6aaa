import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { containerSummary, describeJson, PAGE_SIZE } from '@/components/json-tree/json-node';

interface Props {
  value: unknown;
  /** Accessible name of the tree, e.g. "Extracted JSON". */
  label: string;
  /** Levels open at first; deeper levels start collapsed. */
  openDepth?: number;
  /** Shown as the root's name, for a tree that starts collapsed among other facts. */
  rootName?: string;
}

/**
 * A collapsible JSON tree. Each container is a button with aria-expanded, so Tab, Enter and
 * Space work; values are rendered as text, never as markup or links.
 */
export function JsonTree({ value, label, openDepth = 1, rootName }: Props) {
  return (
    <div class="json-tree" role="group" aria-label={label}>
      <JsonNode name={rootName} value={value} depth={0} openDepth={openDepth} />
    </div>
  );
}

interface NodeProps {
  name: string | undefined;
  value: unknown;
  depth: number;
  openDepth: number;
}

function JsonNode({ name, value, depth, openDepth }: NodeProps) {
  const entry = describeJson(value);
  const [open, setOpen] = useState(depth < openDepth);
  const [shown, setShown] = useState(PAGE_SIZE);
  const key = name === undefined ? null : <span class="json-key">{name}: </span>;

  if (entry.kind === 'leaf') {
    return (
      <div class="json-row">
        {key}
        <span class={`json-${entry.type}`}>{entry.text}</span>
      </div>
    );
  }
  return (
    <div class="json-row">
      <button type="button" class="json-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span class="json-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {key}
        <span class="json-summary">{containerSummary(entry)}</span>
      </button>
      {open && (
        <div class="json-children">
          {entry.children.slice(0, shown).map(([childName, child]) => (
            <JsonNode key={childName} name={childName} value={child} depth={depth + 1} openDepth={openDepth} />
          ))}
          {entry.size > shown && (
            <button type="button" class="btn btn-quiet" onClick={() => setShown(shown + PAGE_SIZE)}>
              {t('sidepanel_showMore', entry.size - shown)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
