import { useTabRow } from '../../ui/tab-row.ts';

export interface TabItem {
  key: string;
  label: string;
}

/** Ids of a tab and of the one panel the tabs share. */
export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): arrows, Home and End move and
 * select. `selected` may be null when the panel shows something no tab names (the FAQ search).
 */
export function TabList({
  label,
  idBase,
  items,
  selected,
  onSelect,
}: {
  label: string;
  idBase: string;
  items: readonly TabItem[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { list, tab } = useTabRow(
    items.map((item) => item.key),
    selected,
    onSelect,
  );

  return (
    <div {...list} aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {items.map((item, i) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            {...tab(i)}
            id={tabId(idBase, item.key)}
            aria-selected={active}
            aria-controls={panelId(idBase)}
            onClick={() => onSelect(item.key)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
              active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
