import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSupportText } from './support-i18n.ts';
import { SupportCentrePanel } from './support-centre-panel.tsx';
import { TabList, panelId, tabId } from './tab-list.tsx';

const ID_BASE = 'guide';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-5 xs:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-[15px] leading-7 text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Term and description pairs (account types, payment methods, refund timing). */
function Pairs({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {items.map(([term, description]) => (
        <div key={term} className="grid gap-1 py-3 xs:grid-cols-[160px_minmax(0,1fr)] xs:gap-4">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-[15px] leading-7 text-slate-800">{description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps; the delivery steps read as a progression on wide screens. */
function Steps({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
      {items.map(([name, description], i) => (
        <li key={name} className="rounded-xl bg-slate-50 p-4">
          <p className="flex items-center gap-2 font-bold text-brand-800">
            <span
              className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            {name}
          </p>
          <p className="mt-2 text-sm leading-6 text-slate-700">{description}</p>
        </li>
      ))}
    </ol>
  );
}

function GuideTab({ index }: { index: number }) {
  const { texts } = useSupportText();
  const g = texts.guide;
  switch (index) {
    case 1:
      return (
        <>
          <Section title={g.order.stepsTitle}>
            <Steps items={g.order.steps} />
          </Section>
          <Section title={g.order.paymentTitle}>
            <Pairs items={g.order.payments} />
          </Section>
          <Section title={g.order.freeTitle}>
            <Bullets items={g.order.free} />
          </Section>
          <Section title={g.order.rulesTitle}>
            <Bullets items={g.order.rules} />
          </Section>
        </>
      );
    case 2:
      return (
        <>
          <Section title={g.delivery.stepsTitle}>
            <Steps items={g.delivery.steps} />
            <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-[15px] font-semibold text-amber-900">
              {g.delivery.cancelRule}
            </p>
          </Section>
          <Section title={g.delivery.timeTitle}>
            <Bullets items={g.delivery.times} />
          </Section>
        </>
      );
    case 3:
      return (
        <>
          <Section title={g.returns.periodTitle}>
            <Bullets items={g.returns.period} />
          </Section>
          <Section title={g.returns.refundTitle}>
            <Pairs items={g.returns.refunds} />
          </Section>
          <Section title={g.returns.howTitle}>
            <ol className="list-decimal space-y-1.5 pl-5 text-[15px] leading-7 text-slate-800">
              {g.returns.how.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Section>
        </>
      );
    default:
      return (
        <>
          <Section title={g.member.joinTitle}>
            <Bullets items={g.member.join} />
          </Section>
          <Section title={g.member.typesTitle}>
            <Pairs items={g.member.types} />
          </Section>
          <Section title={g.member.childrenTitle}>
            <Bullets items={g.member.children} />
          </Section>
          <Section title={g.member.infoTitle}>
            <Bullets items={g.member.info} />
          </Section>
        </>
      );
  }
}

/** Usage guide (spec 3 §2): four tabs, the tab in the route (/cs/guide/{tabInx}), pushed on change. */
export function GuidePage() {
  const { t, texts } = useSupportText();
  const navigate = useNavigate();
  const { tabInx } = useParams();
  const tabCount = texts.guide.tabs.length;
  const parsed = Number(tabInx ?? 0);
  const index = Number.isInteger(parsed) && parsed >= 0 && parsed < tabCount ? parsed : 0;
  const items = texts.guide.tabs.map((label, i) => ({ key: String(i), label }));

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 xs:py-10">
      <h1 className="text-2xl font-bold text-slate-900 xs:text-3xl">{t('guide.title')}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_300px] md:items-start">
        <div className="min-w-0">
          <TabList
            label={t('guide.tabsLabel')}
            idBase={ID_BASE}
            items={items}
            selected={String(index)}
            onSelect={(key) => void navigate(`/cs/guide/${key}`)}
          />
          <div
            role="tabpanel"
            id={panelId(ID_BASE)}
            aria-labelledby={tabId(ID_BASE, String(index))}
            className="mt-5 space-y-5"
          >
            <GuideTab index={index} />
          </div>
        </div>
        <SupportCentrePanel />
      </div>
    </div>
  );
}
