import { useTranslation } from '../../i18n/i18n.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { ModalClose, ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

/** The academy material usage guide (spec 1 §2.3), opened from the billing list. */
export function MaterialGuideDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { t: pt, lines: pl } = usePageText();
  const items = pl('billing.guideDialog.items');
  return (
    <ModalFrame
      title={pt('billing.guideDialog.title')}
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
