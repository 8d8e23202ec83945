import { useMypageText } from './mypage-i18n.ts';
import { Link } from 'react-router';
import type { BuySummary } from '@shop/contract/member.ts';
import { branchRows, freeDeliveryBadge, type FreeDeliveryBadge } from './child-card-rules.ts';

function BadgeText({ badge }: { badge: FreeDeliveryBadge }) {
  const { t } = useMypageText();
  const styles: Record<FreeDeliveryBadge['kind'], string> = {
    institute: 'bg-violet-100 text-violet-800',
    notEligible: 'bg-slate-100 text-slate-700',
    usedUp: 'bg-amber-100 text-amber-900',
    available: 'bg-emerald-100 text-emerald-800',
  };
  const text =
    badge.kind === 'available'
      ? t('badge.available', { count: badge.remaining })
      : t(`badge.${badge.kind}`);
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${styles[badge.kind]}`}
    >
      {text}
    </span>
  );
}

/** One student: free-delivery badge, billed and bought materials per branch, link to billing. */
export function ChildCard({
  summary,
  isInstituteAccount,
  selected,
}: {
  summary: BuySummary;
  isInstituteAccount: boolean;
  selected: boolean;
}) {
  const { t } = useMypageText();
  const titleId = `child-card-${summary.stdId}`;
  const rows = branchRows(summary.branches);
  return (
    <article
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      className={`flex h-full flex-col rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 xs:p-5 ${
        selected ? 'ring-2 ring-accent-500' : 'ring-slate-200'
      }`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-bold">
          {summary.stdName}
        </h3>
        {selected && (
          <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-900">
            {t('children.selected')}
          </span>
        )}
        <span className="ml-auto">
          <BadgeText badge={freeDeliveryBadge(summary, isInstituteAccount)} />
        </span>
      </header>
      {rows.length === 0 ? (
        <p className="my-4 flex-1 rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
          {t('children.noBilled')}
        </p>
      ) : (
        <div className="my-3 flex-1">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-600">
                <th scope="col" className="py-1.5 text-left font-medium">
                  {t('children.branch')}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t('children.billed')}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t('children.paid')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) =>
                row.kind === 'branch' ? (
                  <tr key={row.branch.brchId} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1.5 text-left font-medium">
                      {row.branch.brchName}
                    </th>
                    <td className="py-1.5 text-right">{row.branch.cntShouldBuy}</td>
                    <td className="py-1.5 text-right">{row.branch.cntPaid}</td>
                  </tr>
                ) : (
                  <tr key="others" className="text-slate-700">
                    <th scope="row" className="py-1.5 text-left font-medium">
                      {t('children.otherBranches', { count: row.count })}
                    </th>
                    <td className="py-1.5 text-right">{row.cntShouldBuy}</td>
                    <td className="py-1.5 text-right">{row.cntPaid}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <Link
        to={`/mypage/class-material/${summary.stdId}`}
        className="mt-auto inline-flex items-center justify-center rounded-lg border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('children.checkBilling')}
        <span className="sr-only"> ({summary.stdName})</span>
      </Link>
    </article>
  );
}
