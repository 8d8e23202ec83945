import { useState } from 'react';
import { orderEscrowDecision } from '@shop/contract/escrow.ts';
import type { OrderDetailView } from '@shop/contract/orders.ts';
import { callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { formatDateTime } from '../../lib/format.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { useOrdersText } from './orders-i18n.ts';

/**
 * 구매안전서비스 of an order (decisions 0466, 0468): its state, and while the delivery is
 * registered the way to the gateway's page where the buyer confirms (구매확정) or rejects it.
 */
export function EscrowPanel({ order }: { order: OrderDetailView }) {
  const { t } = useOrdersText();
  const [busy, setBusy] = useState(false);
  const escrow = order.escrow;
  if (!escrow) return null;
  const decide = async () => {
    setBusy(true);
    try {
      const { data } = await callApi(orderEscrowDecision, { body: { orderId: order.orderId } });
      window.location.assign(data.url);
    } catch (error) {
      setBusy(false);
      await reportError(error);
    }
  };
  const decided =
    escrow.decidedAt &&
    t(escrow.decidedBy === 'auto' ? 'escrow.decidedAuto' : 'escrow.decidedBuyer', {
      at: formatDateTime(escrow.decidedAt),
    });
  return (
    <section
      className="rounded-xl border bg-white p-4 text-sm"
      aria-labelledby="escrow-title"
      data-testid="escrow"
    >
      <h2 id="escrow-title" className="font-semibold">
        {t('escrow.title')}
      </h2>
      <p className="mt-1" role="status">
        {t(`escrow.states.${escrow.state}`)}
        {decided ? ` · ${decided}` : ''}
      </p>
      {escrow.state === 'registered' && (
        <>
          <p className="mt-1 text-slate-600">{t('escrow.autoConfirm')}</p>
          <p className="mt-1 font-medium whitespace-nowrap">
            {t('escrow.autoConfirmOn', { date: escrow.autoConfirmOn ?? '-' })}
          </p>
          <button
            type="button"
            className={`${primaryButton} mt-3`}
            disabled={busy}
            onClick={() => void decide()}
          >
            {t('escrow.decide')}
          </button>
        </>
      )}
    </section>
  );
}
