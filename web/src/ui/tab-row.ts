import { useRef, type KeyboardEvent } from 'react';

/**
 * Where a key moves in a row of `count` tabs from the one at `from`: arrows to the next or
 * previous, wrapping around, Home and End to the ends; -1 for any other key.
 */
function tabKeyTarget(key: string, from: number, count: number): number {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return -1;
  }
}

/**
 * The keyboard of a row of tabs (WAI-ARIA tabs pattern, automatic activation): only the selected
 * tab (the first while none is) is in the Tab order; arrows move and select, wrapping around,
 * Home and End go to the ends (selecting, as a click does, even the tab already selected). Spread `list` on the tab list and `tab(i)` on each tab's button.
 */
export function useTabRow<K extends string>(
  keys: readonly K[],
  selected: K | null,
  onSelect: (key: K) => void,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = Math.max(0, selected === null ? -1 : keys.indexOf(selected));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, focusable, keys.length);
    if (next < 0) return;
    event.preventDefault();
    onSelect(keys[next]!);
    buttons.current[next]?.focus();
  };
  return {
    focusable,
    list: { role: 'tablist', onKeyDown } as const,
    tab: (i: number) =>
      ({
        ref: (el: HTMLButtonElement | null) => {
          buttons.current[i] = el;
        },
        type: 'button',
        role: 'tab',
        tabIndex: i === focusable ? 0 : -1,
      }) as const,
  };
}
