import { useRef, type KeyboardEvent } from 'react';

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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.findIndex((item) => item.key === selected);
  const focusable = current >= 0 ? current : 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const from = current >= 0 ? current : 0;
    const next =
      event.key === 'ArrowRight'
        ? (from + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (from - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(items[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
    >
      {items.map((item, i) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.key)}
            aria-selected={active}
            aria-controls={panelId(idBase)}
            tabIndex={i === focusable ? 0 : -1}
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
