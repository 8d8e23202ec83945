import { useState, type FormEvent } from 'react';
import {
  AdminProductCsvLimits,
  productCsvRefusal,
  type ProductCsvEncoding,
  type ProductCsvLine,
  type ProductCsvProblem,
} from '@shop/contract/admin-product-csv.ts';
import type { AdminProductFields } from '@shop/contract/admin-products.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { base64Of } from '../kit/file-base64.ts';
import { input, label, secondaryBtn, table, td, th } from '../kit/admin-styles.ts';
import { useProductCsvApply, useProductCsvPreview } from './product-queries.ts';

type ProductsT = ReturnType<typeof useProductsText>['t'];

interface Preview {
  lines: ProductCsvLine[];
  errors: ProductCsvProblem[];
  counts: { created: number; changed: number; unchanged: number };
}

/** The field's label of the product form, without its explanation in brackets. */
const fieldName = (t: ProductsT, key: string) =>
  t(`fields.${key as keyof AdminProductFields}`).replace(/\s*\(.*\)$/, '');

/**
 * Products from a CSV file (decision 0430): choose the file, see what each line would do and
 * every error by line and column, then apply it: every line, or nothing.
 */
export function ProductCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useProductsText();
  const { t: adminT } = useAdminText();
  const preview = useProductCsvPreview();
  const apply = useProductCsvApply();
  const [encoding, setEncoding] = useState<ProductCsvEncoding>('utf-8');
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [result, setResult] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const reset = () => {
    setResult(null);
    setContent(null);
    setMessage(null);
  };

  const onPreview = async (e: FormEvent) => {
    e.preventDefault();
    reset();
    if (!file) return setMessage({ text: t('csv.chooseFile'), error: true });
    const contentBase64 = base64Of(new Uint8Array(await file.arrayBuffer()));
    if (contentBase64.length > AdminProductCsvLimits.maxBase64) {
      return setMessage({ text: t('csv.tooBig'), error: true });
    }
    preview.mutate(
      { encoding, contentBase64 },
      {
        onSuccess: ({ data }) => {
          setResult(data);
          setContent(contentBase64);
          if (data.errors.length > 0) setMessage({ text: t('csv.hasErrors'), error: true });
          else if (data.counts.created + data.counts.changed === 0) {
            setMessage({ text: t('csv.nothingToApply'), error: false });
          }
        },
        onError: (err) => setMessage({ text: errorText(err), error: true }),
      },
    );
  };

  const onApply = () => {
    if (!content) return;
    apply.mutate(
      { encoding, contentBase64: content },
      {
        onSuccess: ({ data }) => {
          setContent(null);
          setResult(null);
          setMessage({ text: t('csv.applied', { ...data.counts }), error: false });
        },
        onError: (err) => {
          const refusal = productCsvRefusal.safeParse(err instanceof ApiError ? err.answer : null);
          if (refusal.success && result) {
            setResult({ ...result, errors: refusal.data.lines });
          }
          setContent(null);
          setMessage({ text: errorText(err), error: true });
        },
      },
    );
  };

  const canApply =
    content !== null &&
    result !== null &&
    result.errors.length === 0 &&
    result.counts.created + result.counts.changed > 0;

  return (
    <AdminDrawer
      title={t('csv.title')}
      onClose={onClose}
      status={
        message && (
          <span
            role={message.error ? 'alert' : 'status'}
            className={`font-semibold ${message.error ? 'text-red-700' : 'text-emerald-800'}`}
          >
            {message.text}
          </span>
        )
      }
      actions={[
        { label: adminT('app.close'), onClick: onClose },
        {
          label: apply.isPending ? t('csv.applying') : t('csv.apply'),
          tone: 'primary',
          onClick: onApply,
          disabled: !canApply || apply.isPending,
        },
      ]}
    >
      <p className="mb-4 text-sm text-slate-700">{t('csv.help')}</p>
      <form onSubmit={(e) => void onPreview(e)} className="flex flex-wrap items-end gap-3">
        <div className="w-36">
          <label htmlFor="product-csv-encoding" className={label}>
            {t('csv.encoding')}
          </label>
          <select
            id="product-csv-encoding"
            className={input}
            value={encoding}
            onChange={(e) => {
              setEncoding(e.target.value as ProductCsvEncoding);
              reset();
            }}
          >
            <option value="utf-8">UTF-8</option>
            <option value="euc-kr">EUC-KR</option>
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="product-csv-file" className={label}>
            {t('csv.file')}
          </label>
          <input
            id="product-csv-file"
            type="file"
            accept=".csv,text/csv"
            className={input}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        <button type="submit" className={secondaryBtn} disabled={preview.isPending}>
          {preview.isPending ? t('csv.previewing') : t('csv.preview')}
        </button>
      </form>
      {result && <PreviewTable result={result} t={t} />}
    </AdminDrawer>
  );
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Every line's outcome and every error, in the order of the file. */
function PreviewTable({ result, t }: { result: Preview; t: ProductsT }) {
  const rows = [
    ...result.lines.map((l) => ({ line: l.line, outcome: l, error: undefined })),
    ...result.errors.map((e) => ({ line: e.line, outcome: undefined, error: e })),
  ].sort((a, b) => a.line - b.line);
  return (
    <section className="mt-5" aria-label={t('csv.tableTitle')}>
      <p className="mb-2 text-sm font-semibold text-slate-900">
        {t('csv.summary', { ...result.counts, errors: result.errors.length })}
      </p>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={`${th} w-14 text-right`}>
              {t('csv.colLine')}
            </th>
            <th scope="col" className={th}>
              {t('csv.colProduct')}
            </th>
            <th scope="col" className={th}>
              {t('csv.colResult')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, outcome, error }, i) => (
            <tr key={`${line}-${i}`} className={error ? 'bg-red-50' : undefined}>
              <td className={`${td} text-right tabular-nums`}>
                {error && line === 1 ? t('csv.fileProblem') : line}
              </td>
              <td className={td}>
                {error?.displayName}
                {outcome && (
                  <>
                    {outcome.displayName}
                    {outcome.productId !== null && (
                      <span className="block text-xs text-slate-500">#{outcome.productId}</span>
                    )}
                  </>
                )}
              </td>
              <td className={`${td} ${error ? 'text-red-900' : ''}`}>
                {error
                  ? error.column === undefined
                    ? t('csv.atLine', { message: error.message })
                    : t('csv.atCell', {
                        column: error.column,
                        header: error.header ?? '',
                        message: error.message,
                      })
                  : outcome!.change === 'new'
                    ? t('csv.newProduct')
                    : outcome!.change === 'changed'
                      ? t('csv.changed', {
                          fields: outcome!.changedFields.map((k) => fieldName(t, k)).join(', '),
                        })
                      : t('csv.unchanged')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
