import { useTranslation } from '../../i18n/i18n.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { ModalClose, ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';

/**
 * Explains the free-delivery benefit (spec 1 §2.3, §9). Part of the billing feature's public
 * surface: the cart and the pay page open it from their price preview.
 */
export function FreeDeliveryInfoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const items = t('billing.freeDeliveryDialog.items', { returnObjects: true });
  return (
    <ModalFrame
      title={t('billing.freeDeliveryDialog.title')}
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

/** The academy material usage guide (spec 1 §2.3), opened from the billing list. */
export function MaterialGuideDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const items = t('billing.guideDialog.items', { returnObjects: true });
  return (
    <ModalFrame
      title={t('billing.guideDialog.title')}
      onClose={onClose}
      width="md"
      footer={<ModalClose className={secondaryButton}>{t('common.close')}</ModalClose>}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </ModalFrame>
  );
}
