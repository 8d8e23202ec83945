import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { GUIDE_TAB_COUNT, guideTabs } from '@shop/contract/home-content.ts';
import { callApi } from '../../lib/api-client.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { richText } from './faq-page.tsx';
import { useSupportText } from './support-i18n.ts';
import { SupportCentrePanel } from './support-centre-panel.tsx';
import { TabList, panelId, tabId } from './tab-list.tsx';
import './guide-text.css';

const ID_BASE = 'guide';

export const guideTabsQuery = {
  queryKey: ['guide-tabs'],
  queryFn: async () => (await callApi(guideTabs)).list,
  staleTime: 5 * 60 * 1000,
} as const;

/** The guide's text as staff wrote it: the FAQ's rich text, and guide-text.css. */
const guideText = `${richText} guide-text`;

/**
 * Usage guide (spec 3 §2): four tabs, the tab in the route (/cs/guide/{tabInx}), pushed on change.
 * Each tab's title and text are what staff wrote in the back office (decision 0433).
 */
export function GuidePage() {
  const { t } = useSupportText();
  const navigate = useNavigate();
  const { tabInx } = useParams();
  const tabs = useQuery(guideTabsQuery);
  const parsed = Number(tabInx ?? 0);
  const index = Number.isInteger(parsed) && parsed >= 0 && parsed < GUIDE_TAB_COUNT ? parsed : 0;
  const items = (tabs.data ?? []).map((tab) => ({ key: String(tab.tabIndex), label: tab.title }));
  const shown = tabs.data?.find((tab) => tab.tabIndex === index);

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 xs:py-10">
      <h1 className="text-2xl font-bold text-slate-900 xs:text-3xl">{t('guide.title')}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_300px] md:items-start">
        <div className="min-w-0">
          {tabs.isPending ? (
            <Skeleton className="h-11 w-full" />
          ) : (
            <TabList
              label={t('guide.tabsLabel')}
              idBase={ID_BASE}
              items={items}
              selected={String(index)}
              onSelect={(key) => void navigate(`/cs/guide/${key}`)}
            />
          )}
          <div
            role="tabpanel"
            id={panelId(ID_BASE)}
            aria-labelledby={tabId(ID_BASE, String(index))}
            className="mt-5 rounded-2xl border border-slate-200 p-5 xs:p-6"
          >
            {tabs.isPending ? (
              <div className="space-y-3">
                <Skeleton className="h-6 w-1/3" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : shown ? (
              <SafeHtml html={shown.html} className={guideText} />
            ) : (
              <p className="py-10 text-center text-slate-700">{t('common.loadFailed')}</p>
            )}
          </div>
        </div>
        <SupportCentrePanel />
      </div>
    </div>
  );
}
