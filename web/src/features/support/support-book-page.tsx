import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SUPPORT_BOOK_TABS, type SupportBookCate } from '@shop/contract/support-downloads.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { ExternalIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { NoticeBox } from './notice-box.tsx';
import { useSupportText } from './support-i18n.ts';
import { supportDownloadsQuery } from './support-queries.ts';
import { TabList, panelId, tabId } from './tab-list.tsx';

const ID_BASE = 'support-book';

/**
 * Learning materials (spec 3 §2 '어학원 학습자료'): eight tabs of PDF downloads, as the publisher
 * uploads and orders them (decision 0437).
 */
export function SupportBookPage() {
  const { t, texts } = useSupportText();
  const [cate, setCate] = useState<SupportBookCate>(SUPPORT_BOOK_TABS[0].cate);
  const downloads = useQuery(supportDownloadsQuery(cate));
  const entries = downloads.data ?? [];
  const items = SUPPORT_BOOK_TABS.map((tab) => ({ key: tab.cate, label: tab.label }));

  return (
    <section aria-labelledby="support-book-title" className="space-y-5">
      <h2 id="support-book-title" className="text-xl font-bold text-slate-900">
        {t('book.title')}
      </h2>
      <NoticeBox title={t('book.noticeTitle')} items={texts.book.notice} />
      <TabList
        label={t('book.tabsLabel')}
        idBase={ID_BASE}
        items={items}
        selected={cate}
        onSelect={(key) => setCate(key as SupportBookCate)}
      />
      <div role="tabpanel" id={panelId(ID_BASE)} aria-labelledby={tabId(ID_BASE, cate)}>
        {downloads.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : downloads.isError ? (
          <LoadFailed
            className="py-10"
            message={t('common.loadFailed')}
            onRetry={() => void downloads.refetch()}
          />
        ) : (
          <p className="mb-2 text-sm text-slate-700">
            {t('book.count', { count: entries.length })}
          </p>
        )}
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li
              key={entry.downloadId}
              className="flex items-center gap-3 px-3 py-3 xs:gap-4 xs:px-4"
            >
              <img
                src={entry.imageUrl}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                className="h-11 w-11 shrink-0"
              />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-slate-600">
                  {texts.book.kinds[entry.kind] ?? entry.kind}
                </p>
                <p className="text-[15px] font-semibold break-keep text-slate-900">{entry.name}</p>
              </div>
              <a
                href={entry.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('book.downloadOf', { name: entry.name })}
                className={`${secondaryButton} shrink-0 px-3`}
              >
                <span className="hidden xs:inline">{t('book.download')}</span>
                <ExternalIcon size={16} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
