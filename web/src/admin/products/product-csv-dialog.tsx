import { useState } from 'react';
import {
  AdminProductCsvLimits,
  productCsvRefusal,
  type ProductCsvLine,
  type ProductCsvProblem,
} from '@shop/contract/admin-product-csv.ts';
import type { AdminProductFields } from '@shop/contract/admin-products.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import {
  CsvImportDialog,
  csvProblemText,
  type CsvFile,
  type CsvMessage,
} from '../kit/csv-import-dialog.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
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

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Products from a CSV file (decision 0430): choose the file, see what each line would do and
 * every error by line and column, then apply it: every line, or nothing.
 */
export function ProductCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useProductsText();
  const preview = useProductCsvPreview();
  const apply = useProductCsvApply();
  const [file, setFile] = useState<CsvFile | null>(null);
  const [result, setResult] = useState<Preview | null>(null);
  const [message, setMessage] = useState<CsvMessage | null>(null);

  const reset = () => {
    setResult(null);
    setFile(null);
    setMessage(null);
  };

  const onPreview = (chosen: CsvFile) =>
    preview.mutate(chosen, {
      onSuccess: ({ data }) => {
        setResult(data);
        setFile(chosen);
        if (data.errors.length > 0) setMessage({ text: t('csv.hasErrors'), error: true });
        else if (data.counts.created + data.counts.changed === 0) {
          setMessage({ text: t('csv.nothingToApply'), error: false });
        }
      },
      onError: (err) => setMessage({ text: errorText(err), error: true }),
    });

  const onApply = () => {
    if (!file) return;
    apply.mutate(file, {
      onSuccess: ({ data }) => {
        setFile(null);
        setResult(null);
        setMessage({ text: t('csv.applied', { ...data.counts }), error: false });
      },
      onError: (err) => {
        const refusal = productCsvRefusal.safeParse(err instanceof ApiError ? err.answer : null);
        if (refusal.success && result) setResult({ ...result, errors: refusal.data.lines });
        setFile(null);
        setMessage({ text: errorText(err), error: true });
      },
    });
  };

  const canApply =
    file !== null &&
    result !== null &&
    result.errors.length === 0 &&
    result.counts.created + result.counts.changed > 0;

  return (
    <CsvImportDialog
      title={t('csv.title')}
      help={t('csv.help')}
      maxBase64={AdminProductCsvLimits.maxBase64}
      submitLabel={{ idle: t('csv.preview'), pending: t('csv.previewing') }}
      pending={preview.isPending}
      onSubmit={onPreview}
      message={message}
      onMessage={setMessage}
      onChange={reset}
      actions={[
        {
          label: apply.isPending ? t('csv.applying') : t('csv.apply'),
          tone: 'primary',
          onClick: onApply,
          disabled: !canApply || apply.isPending,
        },
      ]}
      onClose={onClose}
    >
      {result && <PreviewTable result={result} />}
    </CsvImportDialog>
  );
}

interface PreviewRow {
  key: string;
  line: number;
  outcome?: ProductCsvLine;
  error?: ProductCsvProblem;
}

/** Every line's outcome and every error, in the order of the file. */
function PreviewTable({ result }: { result: Preview }) {
  const { t } = useProductsText();
  const { t: adminT } = useAdminText();
  const rows: PreviewRow[] = [
    ...result.lines.map((l) => ({ key: `l${l.line}`, line: l.line, outcome: l })),
    ...result.errors.map((e, i) => ({ key: `e${i}`, line: e.line, error: e })),
  ].sort((a, b) => a.line - b.line);
  const outcomeText = (o: ProductCsvLine) =>
    o.change === 'new'
      ? t('csv.newProduct')
      : o.change === 'changed'
        ? t('csv.changed', { fields: o.changedFields.map((k) => fieldName(t, k)).join(', ') })
        : t('csv.unchanged');
  const columns: Column<PreviewRow>[] = [
    {
      key: 'line',
      header: t('csv.colLine'),
      cell: (r) => (r.error && r.line === 1 ? t('csv.fileProblem') : r.line),
      className: 'w-14 text-right tabular-nums',
    },
    {
      key: 'product',
      header: t('csv.colProduct'),
      cell: (r) => (
        <>
          {r.error?.displayName ?? r.outcome?.displayName}
          {r.outcome && r.outcome.productId !== null && (
            <span className="block text-xs text-slate-500">#{r.outcome.productId}</span>
          )}
        </>
      ),
    },
    {
      key: 'result',
      header: t('csv.colResult'),
      cell: (r) => (r.error ? csvProblemText(r.error, adminT) : outcomeText(r.outcome!)),
    },
  ];
  return (
    <section className="mt-5" aria-label={t('csv.tableTitle')}>
      <p className="mb-2 text-sm font-semibold text-slate-900">
        {t('csv.summary', { ...result.counts, errors: result.errors.length })}
      </p>
      <AdminTable
        bare
        caption={t('csv.tableTitle')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowClassName={(r) => (r.error ? 'bg-red-50 text-red-900' : '')}
      />
    </section>
  );
}
