import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  CLAIM_ORDER_TEMPLATE,
  ClaimLimits,
  claimWebsiteCreateBody,
  usesOrderTemplate,
} from '@shop/contract/claim.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { firstErrorField, useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { createClaim, claimCategoriesQuery } from './support-queries.ts';
import { useSupportText } from './support-i18n.ts';

type ClaimInput = { categoryName: string; title: string; inquiryMemo: string };

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-4 text-[15px] placeholder:text-slate-500 aria-[invalid=true]:border-red-600';

/** Back to where the member came from; straight to the list when the page was opened directly. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/mypage/claim/list', { replace: true });
  };
}

/** The fields in the order the contract checks them (spec 3 §5). */
const FIELD_ORDER = ['categoryName', 'title', 'inquiryMemo'] as const;

/**
 * 1:1 inquiry write (spec 3 §2, §4, §5): category with the order template, title, content, on
 * the contract's rules (the call's own body schema). The first refusal is the spec's alert;
 * every refused field is marked with its message and the first one takes the focus.
 */
export function ClaimWritePage() {
  const { t } = useSupportText();
  const ids = useId();
  const goBack = useGoBack();
  const categories = useQuery(claimCategoriesQuery);
  const create = useMutation({ mutationFn: createClaim });
  const saving = create.isPending || create.isSuccess;
  const form = useContractForm(claimWebsiteCreateBody, {
    defaultValues: { categoryName: '', title: '', inquiryMemo: '' },
    shouldFocusError: false,
  });
  const { register, setValue, watch, setFocus, handleSubmit } = form;
  const errors = form.formState.errors;
  const inquiryMemo = watch('inquiryMemo');

  const categoryField = register('categoryName', {
    // Spec 3 §4: exchange and refund categories start from the order template; others clear it.
    onChange: (e: { target: { value: string } }) =>
      setValue('inquiryMemo', usesOrderTemplate(e.target.value) ? CLAIM_ORDER_TEMPLATE : ''),
  });

  const refuse = async (refused: FieldErrors<ClaimInput>) => {
    const first = firstErrorField(refused, FIELD_ORDER);
    if (!first) return;
    await alertDialog(refusalText(refused[first]?.message ?? ''));
    // after the closing dialog has handed the focus back to the save button
    window.setTimeout(() => setFocus(first), 60);
  };

  const save = async (body: ClaimInput) => {
    if (saving) return;
    try {
      await create.mutateAsync(body);
    } catch {
      return; // the error pipeline has shown the server's message
    }
    await alertDialog(t('claimWrite.created'));
    goBack();
  };

  const label = 'mb-1.5 block text-sm font-bold text-slate-800';
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-5">
      <h2 id={`${ids}-title`} className="text-xl font-bold text-slate-900">
        {t('claimWrite.title')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 xs:p-5">
        <p className="font-semibold text-brand-900">{t('claimWrite.intro')}</p>
        <Link to="/cs/faq" className={secondaryButton}>
          {t('claimWrite.faqLink')}
        </Link>
      </div>
      <form noValidate onSubmit={(e) => void handleSubmit(save, refuse)(e)} className="space-y-5">
        <div>
          <label htmlFor={`${ids}-category`} className={label}>
            {t('claimWrite.category')}
          </label>
          <select
            id={`${ids}-category`}
            {...categoryField}
            {...invalidProps(`${ids}-category`, errors.categoryName?.message)}
            required
            className={`${field} h-12`}
          >
            <option value="">{t('claimWrite.categoryPlaceholder')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.categoryName} value={c.categoryName}>
                {c.categoryName}
              </option>
            ))}
          </select>
          <FieldError fieldId={`${ids}-category`} message={errors.categoryName?.message} />
        </div>
        <div>
          <label htmlFor={`${ids}-titleInput`} className={label}>
            {t('claimWrite.titleLabel')}
          </label>
          <input
            id={`${ids}-titleInput`}
            maxLength={ClaimLimits.titleMax}
            placeholder={t('claimWrite.titlePlaceholder')}
            {...register('title')}
            {...invalidProps(`${ids}-titleInput`, errors.title?.message)}
            required
            className={`${field} h-12`}
          />
          <FieldError fieldId={`${ids}-titleInput`} message={errors.title?.message} />
        </div>
        <div>
          <label htmlFor={`${ids}-content`} className={label}>
            {t('claimWrite.content')}
          </label>
          <textarea
            id={`${ids}-content`}
            rows={ClaimLimits.contentRows}
            maxLength={ClaimLimits.contentMax}
            placeholder={t('claimWrite.contentPlaceholder')}
            {...register('inquiryMemo')}
            aria-invalid={!!errors.inquiryMemo}
            aria-describedby={
              errors.inquiryMemo ? `${ids}-content-error ${ids}-count` : `${ids}-count`
            }
            required
            className={`${field} py-3 leading-7`}
          />
          <FieldError fieldId={`${ids}-content`} message={errors.inquiryMemo?.message} />
          <p id={`${ids}-count`} className="mt-1 text-right text-xs text-slate-600">
            {t('claimWrite.count', {
              count: inquiryMemo.length.toLocaleString('ko-KR'),
              max: ClaimLimits.contentMax.toLocaleString('ko-KR'),
            })}
          </p>
        </div>
        <p className="text-sm text-slate-600">{t('claimWrite.notice')}</p>
        <div className="flex justify-center gap-3">
          <button type="button" className={`${secondaryButton} min-w-28`} onClick={goBack}>
            {t('claimWrite.cancel')}
          </button>
          <button type="submit" className={`${primaryButton} min-w-28`} disabled={saving}>
            {saving ? t('claimWrite.saving') : t('claimWrite.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
