import { primaryButton } from '../../ui/button-styles.ts';
import { ModalClose, ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { formatWon } from '../../lib/format.ts';
import { useCheckoutText } from './checkout-i18n.ts';

export interface OverseaCost {
  countryName: string;
  premiumCd: string;
  deliveryCost: number;
}

/**
 * Overseas delivery cost notice (spec 2 §2.5, spec 3 dialogs): opened whenever the EMS fee or the
 * country changes; countryName, premiumCd (31 EMS, 32 EMS premium) and deliveryCost.
 */
export function OverseaCostDialog({ cost, onClose }: { cost: OverseaCost; onClose: () => void }) {
  const { t } = useCheckoutText();
  const premium = cost.premiumCd === '32' ? t('cost.premium32') : t('cost.premium31');
  const row = 'flex justify-between gap-4 border-b border-slate-100 py-2 text-sm';
  return (
    <ModalFrame
      title={t('cost.title')}
      onClose={onClose}
      footer={<ModalClose className={primaryButton}>{t('cost.ok')}</ModalClose>}
    >
      <dl data-testid="oversea-cost">
        <div className={row}>
          <dt className="text-slate-600">{t('cost.country')}</dt>
          <dd className="font-semibold">{cost.countryName}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cost.premium')}</dt>
          <dd className="font-semibold">
            {premium} ({cost.premiumCd})
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cost.cost')}</dt>
          <dd className="text-base font-extrabold text-brand-800">
            {formatWon(cost.deliveryCost)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{t('cost.note')}</p>
    </ModalFrame>
  );
}
