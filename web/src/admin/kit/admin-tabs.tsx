import { useId, type ReactNode } from 'react';
import { useTabRow } from '../../ui/tab-row.ts';

export interface AdminTab<K extends string> {
  key: K;
  label: string;
  /** A number shown after the label (how many rows the tab holds), part of its name. */
  count?: number;
}

/**
 * The tabs of a back-office page and the one panel they share (WAI-ARIA tabs pattern, automatic
 * activation): only the selected tab is in the Tab order, arrows move and select (wrapping),
 * Home and End go to the ends; the panel is named by the selected tab.
 */
export function AdminTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tab list's name (the page's title). */
  label: string;
  tabs: readonly AdminTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const base = useId();
  const {
    focusable: current,
    list,
    tab,
  } = useTabRow(
    tabs.map((t) => t.key),
    selected,
    onSelect,
  );
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  return (
    <>
      <div
        {...list}
        aria-label={label}
        className="mb-4 flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {tabs.map((item, i) => {
          const active = i === current;
          return (
            <button
              key={item.key}
              {...tab(i)}
              id={tabId(i)}
              aria-selected={active}
              aria-controls={panelId}
              onClick={() => onSelect(item.key)}
              className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {item.label}
              {item.count !== undefined && ' '}
              {item.count !== undefined && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
                >
                  {item.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
