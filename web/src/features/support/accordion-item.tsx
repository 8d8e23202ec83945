import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../ui/icons.tsx';

/**
 * One entry of an accordion: a heading with a button that shows and hides its region. The
 * button holds the whole summary row so it is one large target on phones.
 */
export function AccordionItem({
  id,
  open,
  onToggle,
  summary,
  children,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <li id={id} className="scroll-mt-40">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={onToggle}
          className="flex w-full items-start gap-3 px-3 py-4 text-left hover:bg-slate-50 xs:px-4"
        >
          <span className="min-w-0 flex-1">{summary}</span>
          <ChevronDownIcon
            size={20}
            className={`mt-0.5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="border-t border-slate-100 bg-slate-50 px-3 py-4 xs:px-4"
      >
        {children}
      </div>
    </li>
  );
}
