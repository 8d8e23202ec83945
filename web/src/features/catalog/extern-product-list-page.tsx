import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { ExternalIcon } from '../../ui/icons.tsx';
import { useCatalogText } from './catalog-i18n.ts';
import {
  EXTERN_AIDS,
  EXTERN_TABS,
  initialExternTab,
  type ExternAid,
  type ExternTab,
} from './extern-aids-data.ts';

const cell = 'px-3 py-3 align-top max-xs:block max-xs:px-0 max-xs:py-1';

function AidRow({ aid }: { aid: ExternAid }) {
  const { t } = useCatalogText();
  return (
    <tr className="border-b border-slate-200 max-xs:block max-xs:py-3">
      <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
        {aid.name}
      </th>
      <td className={`${cell} text-slate-700`}>
        <span className="font-medium text-slate-500 xs:hidden">{t('extern.comprisal')}: </span>
        {aid.comprisal}
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-800`}>
        <span className="font-medium text-slate-500 xs:hidden">{t('extern.requiredQty')}: </span>
        {aid.requiredQty}
      </td>
      <td className={cell}>
        <ul className="flex flex-wrap gap-1.5 max-xs:pt-1 xs:flex-col">
          {aid.links.map((link) => (
            <li key={link.vendor}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-[13px] whitespace-nowrap text-brand-700 hover:bg-brand-50"
              >
                {t('extern.buy', { vendor: link.vendor })}
                <ExternalIcon size={14} />
                <span className="sr-only">({t('extern.newWindow')})</span>
              </a>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/**
 * External-vendor product list (spec 3 §2): three tabs of static tables with composition,
 * required quantity and purchase links to third-party shops, opened in a new tab.
 */
export function ExternProductListPage() {
  const { t } = useCatalogText();
  const { section = '' } = useParams();
  const [tab, setTab] = useState<ExternTab>(() => initialExternTab(section));
  const baseId = useId();
  const tabRefs = useRef(new Map<ExternTab, HTMLButtonElement>());
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next =
      EXTERN_TABS[(EXTERN_TABS.indexOf(tab) + step + EXTERN_TABS.length) % EXTERN_TABS.length]!;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  return (
    <div className="mx-auto max-w-[1200px] space-y-6 px-4 py-6 xs:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 xs:text-[28px]">{t('extern.title')}</h1>
        <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">
          {t('extern.description')}
        </p>
      </header>
      <div
        role="tablist"
        aria-label={t('extern.tabsLabel')}
        className="flex border-b border-slate-200"
      >
        {EXTERN_TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              if (el) tabRefs.current.set(key, el);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onKey}
            className={`flex-1 border-b-[3px] px-2 pt-2 pb-2.5 text-sm font-semibold xs:flex-none xs:px-5 xs:text-[15px] ${tab === key ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`extern.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <table className="w-full border-t-2 border-slate-800 text-sm max-xs:block">
          <thead className="bg-slate-50 max-xs:sr-only">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2.5 text-left font-medium text-slate-700">
                {t('extern.name')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-left font-medium text-slate-700">
                {t('extern.comprisal')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-left font-medium text-slate-700">
                {t('extern.requiredQty')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-left font-medium text-slate-700">
                {t('extern.vendor')}
              </th>
            </tr>
          </thead>
          <tbody className="max-xs:block">
            {EXTERN_AIDS[tab].map((aid) => (
              <AidRow key={aid.id} aid={aid} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-[13px] leading-relaxed text-slate-600">
        {t('extern.notice')}
      </p>
    </div>
  );
}
