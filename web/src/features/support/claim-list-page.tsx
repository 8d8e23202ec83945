import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClaimLimits, ClaimStatus, type ClaimWebSite } from '@shop/contract/claim.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { DateText } from '../../ui/date-text.tsx';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AccordionItem } from './accordion-item.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { claimListQuery, deleteClaim } from './support-queries.ts';
import { useSupportText } from './support-i18n.ts';

/** The value after it has stayed the same for `ms` (spec 3 §7: the list call is debounced 100 ms). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function StatusBadge({ status }: { status: string }) {
  const { texts } = useSupportText();
  const answered = status === ClaimStatus.answered;
  const label = texts.claim.statusText[status as keyof typeof texts.claim.statusText] ?? status;
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
        answered ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'
      }`}
    >
      {label}
    </span>
  );
}

function ClaimItem({
  claim,
  open,
  onToggle,
}: {
  claim: ClaimWebSite;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useSupportText();
  const remove = useMutation({ mutationFn: deleteClaim });
  const answered = claim.answerStatusCd === ClaimStatus.answered;

  const onDelete = async () => {
    // Spec 3 §5: an answered inquiry is refused before any call (the server refuses it too).
    if (answered) {
      await alertDialog(t('claim.answeredNotDeletable'));
      return;
    }
    if (!(await confirmDialog(t('claim.confirmDelete')))) return;
    remove.mutate(claim.claimWebSiteId); // a failure is shown by the error pipeline
  };

  return (
    <AccordionItem
      id={`claim-${claim.claimWebSiteId}`}
      open={open}
      onToggle={onToggle}
      summary={
        <span className="flex flex-col gap-1.5 xs:flex-row xs:items-center xs:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold text-slate-600">{claim.categoryName}</span>
            <span className="mt-0.5 block font-semibold break-all text-slate-900">
              {claim.title}
            </span>
          </span>
          <span className="flex items-center gap-3 text-sm text-slate-600">
            <span>
              <span className="sr-only">{t('claim.writtenAt')} </span>
              <DateText value={claim.writeDatetime} />
            </span>
            <span className="sr-only">{t('claim.status')} </span>
            <StatusBadge status={claim.answerStatusCd} />
          </span>
        </span>
      }
    >
      <h4 className="text-sm font-bold text-slate-600">{t('claim.question')}</h4>
      <p className="mt-1 text-[15px] leading-7 break-all whitespace-pre-wrap text-slate-800">
        {claim.inquiryMemo}
      </p>
      {answered && claim.handleMemo !== null && (
        <div className="mt-4 rounded-xl border border-brand-100 bg-white p-4">
          <h4 className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-bold text-brand-800">
            {t('claim.answer')}
            {claim.handleDatetime && (
              <span className="text-xs font-normal text-slate-600">
                {t('claim.answeredAt', { time: formatDateTime(claim.handleDatetime) })}
              </span>
            )}
          </h4>
          <p className="mt-2 text-[15px] leading-7 break-all whitespace-pre-wrap text-slate-800">
            {claim.handleMemo}
          </p>
        </div>
      )}
      {/* an answered inquiry stays (the server refuses its deletion with the spec's message) */}
      {!answered && (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void onDelete()}
            disabled={remove.isPending}
          >
            {t('claim.delete')}
          </button>
        </div>
      )}
    </AccordionItem>
  );
}

/** 1:1 inquiry history (spec 3 §2): accordion, 9-page paginator, page in the query string. */
export function ClaimListPage() {
  const { t } = useSupportText();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const debouncedPage = useDebounced(page, ClaimLimits.listDebounceMs);
  const { data, isPending, isError, refetch } = useQuery(claimListQuery(debouncedPage));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  // a delete that empties the last page moves back one page
  useEffect(() => {
    if (data && data.list.length === 0 && data.totalPages > 0 && page > data.totalPages) {
      setParams({ page: String(data.totalPages) }, { replace: true });
    }
  }, [data, page, setParams]);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="claim-list-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="claim-list-title" className="text-xl font-bold text-slate-900">
          {t('claim.listTitle')}
        </h2>
        <Link to="/mypage/claim/write" className={primaryButton}>
          {t('claim.inquire')}
        </Link>
      </div>
      {data && (
        <p className="text-sm text-slate-700">{t('claim.total', { count: data.totalCount })}</p>
      )}
      {isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : isError ? (
        <div className="py-10 text-center">
          <p className="text-slate-700">{t('common.loadFailed')}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => void refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : data.list.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 py-14 text-center text-slate-700">
          {t('claim.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.list.map((claim) => (
            <ClaimItem
              key={claim.claimWebSiteId}
              claim={claim}
              open={open.has(claim.claimWebSiteId)}
              onToggle={() => toggle(claim.claimWebSiteId)}
            />
          ))}
        </ul>
      )}
      <Paginator
        page={page}
        totalPages={data?.totalPages ?? 0}
        visiblePages={ClaimLimits.visiblePages}
        onChange={(next) => setParams({ page: String(next) })}
      />
      <p className="text-sm text-slate-600">
        <Link to="/mypage/counseling/list" className="underline hover:text-brand-700">
          {t('claim.counseling')}
        </Link>
      </p>
    </section>
  );
}
