import type { ReactNode } from 'react';
import type { ProductEntry } from '@shop/contract/catalog.ts';
import { useCatalogText, type CatalogTextKey } from './catalog-i18n.ts';
import { KcMark } from './kc-mark.tsx';

interface InfoRow {
  label: CatalogTextKey;
  value: ReactNode;
}

/** True for paper books and smart books: they show every book field, '-' where one is missing. */
function isBook(p: ProductEntry): boolean {
  return p.kind === 'book' || p.kind === 'stb';
}

function Certification({ mark }: { mark: string | null }) {
  const { t } = useCatalogText();
  if (!mark) return <>{t('detail.none')}</>;
  if (mark.trim().toUpperCase() !== 'KC') return <>{mark}</>;
  return (
    <span className="inline-flex items-center gap-2">
      <KcMark label={t('detail.kcMark')} size={24} />
      <span>KC</span>
    </span>
  );
}

/**
 * The product entry's fields (spec 3 §2): paper size only for paper books; support device and
 * file size only for smart books; the KC mark when the certification is KC.
 */
export function ProductInfoTable({ product }: { product: ProductEntry }) {
  const { t } = useCatalogText();
  const book = isBook(product);
  const rows: InfoRow[] = [
    { label: 'detail.author', value: product.author },
    { label: 'detail.publisher', value: product.manufacture },
    { label: 'detail.isbn', value: product.isbn },
    { label: 'detail.publishedDate', value: product.publishedDate },
    { label: 'detail.language', value: product.language },
  ];
  if (!product.isStb) rows.push({ label: 'detail.paperSize', value: product.paperSize });
  rows.push(
    {
      label: 'detail.pages',
      value: product.pages === null ? null : t('detail.pagesValue', { count: product.pages }),
    },
    { label: 'detail.comprisal', value: product.comprisal },
    { label: 'detail.binding', value: product.bookBinding },
  );
  if (product.isStb) {
    rows.push(
      { label: 'detail.supportDevice', value: product.supportDevice },
      { label: 'detail.fileSize', value: product.fileSize },
    );
  }
  rows.push({
    label: 'detail.certification',
    value: <Certification mark={product.certificationMark} />,
  });
  // Devices and teaching aids have no ISBN, pages or binding: their empty rows are left out.
  const shown = rows.filter((r) => book || (r.value !== null && r.value !== ''));
  return (
    <dl className="grid grid-cols-[7rem_minmax(0,1fr)] border-t-2 border-slate-800 text-sm xs:grid-cols-[9rem_minmax(0,1fr)]">
      {shown.map((row) => (
        <div key={row.label} className="contents">
          <dt className="border-b border-slate-200 bg-slate-50 px-3 py-2.5 font-medium text-slate-700">
            {t(row.label)}
          </dt>
          <dd className="border-b border-slate-200 px-3 py-2.5 break-words text-slate-900">
            {row.value === null || row.value === '' ? t('detail.none') : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
