import { useTranslation } from '../../i18n/i18n.ts';
import { primaryButton, secondaryButton } from '../button-styles.ts';
import { ADMISSION_INFO_URL } from '../external-links.ts';
import { ModalDescription, ModalFrame } from './dialog-frame.tsx';
import { dismissDialog, type DialogRequest } from './dialog-store.ts';

/** One alert, confirm or menu-restriction dialog of the queue. */
export default function DialogView({ request }: { request: DialogRequest }) {
  const { t } = useTranslation();
  const message = (
    <ModalDescription className="text-[15px] leading-relaxed whitespace-pre-line text-slate-800">
      {request.message}
    </ModalDescription>
  );

  if (request.kind === 'confirm') {
    const answer = (ok: boolean) => {
      dismissDialog(request.id);
      request.resolve(ok);
    };
    return (
      <ModalFrame
        title={request.title ?? t('dialog.notice')}
        onClose={() => answer(false)}
        described
        showCloseButton={false}
        footer={
          <>
            <button type="button" className={secondaryButton} onClick={() => answer(false)}>
              {request.cancelLabel ?? t('dialog.cancel')}
            </button>
            <button type="button" className={primaryButton} onClick={() => answer(true)}>
              {request.okLabel ?? t('dialog.ok')}
            </button>
          </>
        }
      >
        {message}
      </ModalFrame>
    );
  }

  const close = () => {
    dismissDialog(request.id);
    request.resolve();
  };

  if (request.kind === 'menu-restriction') {
    const { onSignIn } = request;
    return (
      <ModalFrame
        title={t('menuRestriction.title')}
        onClose={close}
        described
        footer={
          <>
            <a
              className={secondaryButton}
              href={ADMISSION_INFO_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('menuRestriction.admission')}
              <span className="sr-only"> ({t('common.newWindow')})</span>
            </a>
            {onSignIn ? (
              <button
                type="button"
                className={primaryButton}
                onClick={() => {
                  close();
                  onSignIn();
                }}
              >
                {t('menuRestriction.signIn')}
              </button>
            ) : (
              <button type="button" className={primaryButton} onClick={close}>
                {t('dialog.ok')}
              </button>
            )}
          </>
        }
      >
        {message}
      </ModalFrame>
    );
  }

  return (
    <ModalFrame
      title={request.title ?? t('dialog.notice')}
      onClose={close}
      described
      showCloseButton={false}
      footer={
        <button type="button" className={primaryButton} onClick={close}>
          {t('dialog.ok')}
        </button>
      }
    >
      {message}
    </ModalFrame>
  );
}
