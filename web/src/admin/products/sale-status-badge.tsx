import type { SaleStatus } from '@shop/contract/catalog.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { badge } from '../kit/admin-styles.ts';

const TONE: Record<SaleStatus, string> = {
  onSale: 'bg-emerald-50 text-emerald-800',
  soldOut: 'bg-red-50 text-red-800',
  hidden: 'bg-slate-200 text-slate-700',
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useProductsText();
  return <span className={`${badge} ${TONE[status]}`}>{t(`saleStatus.${status}`)}</span>;
}
