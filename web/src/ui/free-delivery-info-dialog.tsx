import { useTranslation } from '../i18n/i18n.ts';
import { secondaryButton } from './button-styles.ts';
import { ModalClose, ModalFrame } from './dialogs/dialog-frame.tsx';
import { usePageText } from '../i18n/page-texts.ts';
import { useDeliveryTermsVars } from './delivery-terms.ts';

/**
 * Explains the free-delivery benefit (spec 1 §2.3, §9): opened from the price preview (billing,
 * cart, pay page) and from the pay page's benefit picker.
 */
export function FreeDeliveryInfoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { t: pt, lines: pl, messages } = usePageText();
  const terms = useDeliveryTermsVars();
  // the lines quoting the fee and the seasons wait for them (a moment)
  const items = pl('billing.freeDeliveryDialog.items', terms ?? {}).filter(
    (_, i) => terms || !messages.billing.freeDeliveryDialog.items[i]!.includes('{{'),
  );
  return (
    <ModalFrame
      title={pt('billing.freeDeliveryDialog.title')}
      onClose={onClose}
      width="md"
      footer={<ModalClose className={secondaryButton}>{t('common.close')}</ModalClose>}
    >
      <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </ModalFrame>
  );
}
