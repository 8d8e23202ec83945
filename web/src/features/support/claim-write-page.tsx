import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLAIM_ORDER_TEMPLATE, ClaimLimits, usesOrderTemplate } from '@shop/contract/claim.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { createClaim, claimCategoriesQuery } from './support-queries.ts';
import { useSupportText } from './support-i18n.ts';

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

type FieldName = 'categoryName' | 'title' | 'inquiryMemo';

/** 1:1 inquiry write (spec 3 §2, §4, §5): category with the order template, title, content. */
export function ClaimWritePage() {
  const { t } = useSupportText();
  const ids = useId();
  const goBack = useGoBack();
  const categories = useQuery(claimCategoriesQuery);
  const [categoryName, setCategoryName] = useState('');
  const [title, setTitle] = useState('');
  const [inquiryMemo, setInquiryMemo] = useState('');
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const create = useMutation({ mutationFn: createClaim });
  const saving = create.isPending || create.isSuccess;
  const refs = {
    categoryName: useRef<HTMLSelectElement>(null),
    title: useRef<HTMLInputElement>(null),
    inquiryMemo: useRef<HTMLTextAreaElement>(null),
  };

  const chooseCategory = (name: string) => {
    setCategoryName(name);
    // Spec 3 §4: exchange and refund categories start from the order template; others clear it.
    setInquiryMemo(usesOrderTemplate(name) ? CLAIM_ORDER_TEMPLATE : '');
  };

  const refuse = async (name: FieldName, message: string) => {
    setInvalid(name);
    await alertDialog(message);
    // after the closing dialog has handed the focus back to the save button
    window.setTimeout(() => refs[name].current?.focus(), 60);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!categoryName) return refuse('categoryName', t('claimWrite.categoryRequired'));
    if (!title.trim()) return refuse('title', t('claimWrite.titleRequired'));
    if (!inquiryMemo.trim()) return refuse('inquiryMemo', t('claimWrite.contentRequired'));
    setInvalid(null);
    try {
      await create.mutateAsync({
        categoryName,
        title: title.trim(),
        inquiryMemo: inquiryMemo.trim(),
      });
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
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        <div>
          <label htmlFor={`${ids}-category`} className={label}>
            {t('claimWrite.category')}
          </label>
          <select
            id={`${ids}-category`}
            ref={refs.categoryName}
            value={categoryName}
            onChange={(e) => chooseCategory(e.target.value)}
            aria-invalid={invalid === 'categoryName'}
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
        </div>
        <div>
          <label htmlFor={`${ids}-titleInput`} className={label}>
            {t('claimWrite.titleLabel')}
          </label>
          <input
            id={`${ids}-titleInput`}
            ref={refs.title}
            value={title}
            maxLength={ClaimLimits.titleMax}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={t('claimWrite.titlePlaceholder')}
            aria-invalid={invalid === 'title'}
            required
            className={`${field} h-12`}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-content`} className={label}>
            {t('claimWrite.content')}
          </label>
          <textarea
            id={`${ids}-content`}
            ref={refs.inquiryMemo}
            rows={ClaimLimits.contentRows}
            value={inquiryMemo}
            maxLength={ClaimLimits.contentMax}
            onChange={(e) => setInquiryMemo(e.target.value)}
            placeholder={t('claimWrite.contentPlaceholder')}
            aria-invalid={invalid === 'inquiryMemo'}
            aria-describedby={`${ids}-count`}
            required
            className={`${field} py-3 leading-7`}
          />
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
