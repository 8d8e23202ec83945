import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { inquiryAnswerForm } from '@shop/contract/admin-inquiries.ts';
import { ClaimLimits } from '@shop/contract/claim.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { StatusBadge } from './inquiry-status-badge.tsx';
import { answerTemplatesQuery, inquiryDetailQuery, useAnswerInquiry } from './inquiry-queries.ts';

function TemplatePicker({
  categoryName,
  onInsert,
}: {
  categoryName: string;
  onInsert: (body: string) => void;
}) {
  const { t } = useAdminText();
  const { data } = useQuery(answerTemplatesQuery);
  const [chosen, setChosen] = useState('');
  const list = data?.list ?? [];
  const forCategory = list.filter((x) => x.categoryName === categoryName);
  const general = list.filter((x) => x.categoryName === null);
  const body = list.find((x) => String(x.answerTemplateId) === chosen)?.body;
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor="answer-template" className={label}>
          {t('inquiry.template')}
        </label>
        <select
          id="answer-template"
          className={input}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{t('inquiry.templatePick')}</option>
          {forCategory.length > 0 && (
            <optgroup label={t('inquiry.templateForCategory')}>
              {forCategory.map((x) => (
                <option key={x.answerTemplateId} value={x.answerTemplateId}>
                  {x.title}
                </option>
              ))}
            </optgroup>
          )}
          {general.length > 0 && (
            <optgroup label={t('inquiry.templateGeneral')}>
              {general.map((x) => (
                <option key={x.answerTemplateId} value={x.answerTemplateId}>
                  {x.title}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <button
        type="button"
        className={secondaryBtn}
        disabled={!body}
        onClick={() => body && onInsert(body)}
      >
        {t('inquiry.templateInsert')}
      </button>
    </div>
  );
}

/** The answer, typed or from a template, on the contract's rules; a revision is confirmed. */
function AnswerForm({
  claimWebSiteId,
  categoryName,
  answer,
  answered,
  onDone,
}: {
  claimWebSiteId: number;
  categoryName: string;
  answer: string | null;
  answered: boolean;
  onDone: () => void;
}) {
  const { t } = useAdminText();
  const send = useAnswerInquiry();
  const form = useContractForm(inquiryAnswerForm, {
    defaultValues: { handleMemo: answer ?? '' },
  });
  const text = form.watch('handleMemo');
  const error = form.formState.errors.handleMemo?.message;

  const insert = async (body: string) => {
    if (text.trim() && text !== body && !(await confirmDialog(t('inquiry.replaceConfirm')))) return;
    form.setValue('handleMemo', body, { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(async ({ handleMemo }) => {
    if (answered && !(await confirmDialog(t('inquiry.reviseConfirm')))) return;
    send.mutate(
      { claimWebSiteId, handleMemo, revise: answered },
      {
        onSuccess: async () => {
          await alertDialog(t('inquiry.saved'));
          onDone();
        },
      },
    );
  });

  return (
    <form className="space-y-3" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TemplatePicker categoryName={categoryName} onInsert={(b) => void insert(b)} />
      <div>
        <label htmlFor="answer-memo" className={label}>
          {t('inquiry.answerLabel')}
        </label>
        <textarea
          id="answer-memo"
          className={`${input} min-h-60 leading-6`}
          maxLength={ClaimLimits.contentMax}
          {...invalidProps('answer-memo', error)}
          {...form.register('handleMemo')}
        />
        <div className="mt-1 flex justify-between gap-3">
          <FieldError fieldId="answer-memo" message={error} />
          <p className="ml-auto text-xs text-slate-500">
            {t('inquiry.answerCount', { count: formatNumber(text.length) })}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={primaryBtn} disabled={send.isPending}>
          {answered ? t('inquiry.revise') : t('inquiry.submit')}
        </button>
      </div>
    </form>
  );
}

/** One inquiry: the question, the member's contact (a logged view), and the answer form. */
export function InquiryDrawer({
  claimWebSiteId,
  onClose,
}: {
  claimWebSiteId: number;
  onClose: () => void;
}) {
  const { t } = useAdminText();
  const { can } = useStaffSession();
  const detail = useQuery(inquiryDetailQuery(claimWebSiteId));
  const claim = detail.data?.data.claim;
  const member = detail.data?.data.member;
  const answered = claim?.answerStatusCd === '답변완료';

  return (
    <AdminDrawer
      title={t('inquiry.title', { id: claimWebSiteId })}
      onClose={onClose}
      query={detail}
    >
      {claim && (
        <div className="space-y-6">
          <section aria-labelledby="inq-question">
            <div className="flex items-center gap-2 text-xs text-slate-500">
              <span>{claim.categoryName}</span>
              <StatusBadge status={claim.answerStatusCd} />
            </div>
            <h3 id="inq-question" className="mt-1 text-base font-bold text-slate-900">
              {claim.title}
            </h3>
            <p className="mt-1 text-xs text-slate-500">
              {t('inquiry.writtenAt', { time: formatDateTime(claim.writeDatetime) })}
            </p>
            <p className="mt-3 rounded-md bg-slate-50 p-4 text-sm leading-6 break-all whitespace-pre-wrap text-slate-800">
              {claim.inquiryMemo}
            </p>
          </section>
          {can('personalData.view') && (
            <section
              aria-labelledby="inq-member"
              className="rounded-md border border-slate-200 p-4"
            >
              <h3 id="inq-member" className="text-sm font-bold text-slate-700">
                {t('inquiry.member')}
              </h3>
              {member ? (
                <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('inquiry.memberName')}</dt>
                  <dd>
                    {member.name} (#{member.memberId})
                  </dd>
                  <dt className="text-slate-500">{t('inquiry.memberLogin')}</dt>
                  <dd>{member.loginId ?? '–'}</dd>
                  <dt className="text-slate-500">{t('inquiry.memberPhone')}</dt>
                  <dd className="tabular-nums">{member.phone ?? '–'}</dd>
                </dl>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t('inquiry.memberUnavailable')}</p>
              )}
              <p className="mt-2 text-xs text-slate-500">{t('inquiry.viewLogged')}</p>
            </section>
          )}
          {answered && claim.handleDatetime && (
            <p className="text-xs text-slate-500">
              {t('inquiry.answeredAt', { time: formatDateTime(claim.handleDatetime) })}
            </p>
          )}
          {can('inquiries.answer') && (
            <AnswerForm
              claimWebSiteId={claim.claimWebSiteId}
              categoryName={claim.categoryName}
              answer={claim.handleMemo}
              answered={answered}
              onDone={onClose}
            />
          )}
          {!can('inquiries.answer') && claim.handleMemo && (
            <section aria-label={t('inquiry.answer')}>
              <h3 className="text-sm font-bold text-slate-700">{t('inquiry.answer')}</h3>
              <p className="mt-2 rounded-md bg-emerald-50 p-4 text-sm whitespace-pre-wrap">
                {claim.handleMemo}
              </p>
            </section>
          )}
        </div>
      )}
    </AdminDrawer>
  );
}
