import { useTranslation } from '../../i18n/i18n.ts';
import { ghostButton, primaryButton } from '../button-styles.ts';
import { SafeHtml } from '../safe-html.tsx';
import { ModalFrame } from './dialog-frame.tsx';

export interface SitePopupDialogProps {
  html: string;
  onClose: () => void;
  onHideForever: () => void;
}

/** The site popup's look: the operator's HTML, sanitized, with '다시 보지 않기' and '닫기'. */
export default function SitePopupDialog({ html, onClose, onHideForever }: SitePopupDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('popup.title')}
      onClose={onClose}
      width="md"
      footer={
        <>
          <button type="button" className={ghostButton} onClick={onHideForever}>
            {t('popup.hideForever')}
          </button>
          <button type="button" className={primaryButton} onClick={onClose}>
            {t('popup.close')}
          </button>
        </>
      }
    >
      <SafeHtml
        html={html}
        className="space-y-3 text-[15px] leading-relaxed text-slate-800 [&_h3]:text-lg [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-brand-700"
      />
    </ModalFrame>
  );
}
