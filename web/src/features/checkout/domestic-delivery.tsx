import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryAddress } from '@shop/contract/checkout-addresses.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { AddressCreateForm } from './address-create-form.tsx';
import { useCheckoutText } from './checkout-i18n.ts';

export const DELIVERY_LIST_KEY = [...MEMBER_QUERY_KEY, 'delivery-list'] as const;

interface AddressBookView {
  list: DeliveryAddress[];
  manageUrl: string;
}

function AddressLines({ a }: { a: DeliveryAddress }) {
  return (
    <>
      <span className="font-semibold text-slate-900">{a.deliveryName}</span>{' '}
      <span className="text-slate-800">
        {a.name} · {a.mobile}
      </span>
      <span className="mt-0.5 block text-slate-700">
        ({a.zipcode}) {a.addr1} {a.addr2}
      </span>
    </>
  );
}

function ManageLink({ url }: { url: string }) {
  const { t } = useCheckoutText();
  return (
    <a className="text-sm text-brand-800 underline" href={url} target="_blank" rel="noreferrer">
      {t('delivery.manage')}
    </a>
  );
}

/**
 * The delivery-address chooser (spec 2 §2.5, width 600): the saved addresses of the parent
 * company's address book, 'no registered address' when there are none, the link to its own
 * management page, and a create mode that adds one.
 */
function DeliveryChooserDialog({
  book,
  chosenId,
  onChoose,
  onClose,
}: {
  book: AddressBookView;
  chosenId: number | null;
  onChoose: (deliveryId: number) => void;
  onClose: () => void;
}) {
  const { t } = useCheckoutText();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  return (
    <ModalFrame
      title={creating ? t('delivery.add') : t('delivery.chooserTitle')}
      onClose={onClose}
      width="md"
    >
      {creating ? (
        <AddressCreateForm
          onCancel={() => setCreating(false)}
          onSaved={(saved) => {
            queryClient.setQueryData<AddressBookView>(DELIVERY_LIST_KEY, (old) =>
              old ? { ...old, list: [...old.list, saved] } : old,
            );
            void queryClient.invalidateQueries({ queryKey: DELIVERY_LIST_KEY });
            onChoose(saved.deliveryId);
          }}
        />
      ) : (
        <div className="space-y-3">
          {book.list.length === 0 ? (
            <p className="rounded-lg bg-slate-50 py-6 text-center text-sm text-slate-700">
              {t('delivery.noAddress')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {book.list.map((a) => (
                <li key={a.deliveryId} className="flex items-center gap-3 p-3 text-sm">
                  <p className="min-w-0 flex-1">
                    {a.isDefault && (
                      <span className="mr-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                        {t('delivery.default')}
                      </span>
                    )}
                    <AddressLines a={a} />
                  </p>
                  <button
                    type="button"
                    className={a.deliveryId === chosenId ? primaryButton : secondaryButton}
                    aria-label={`${t('delivery.use')}: ${a.deliveryName}`}
                    onClick={() => onChoose(a.deliveryId)}
                  >
                    {t('delivery.use')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ManageLink url={book.manageUrl} />
            <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
              {t('delivery.add')}
            </button>
          </div>
        </div>
      )}
    </ModalFrame>
  );
}

/** The pay page's domestic delivery: the chosen address, the chooser, and the delivery note. */
export function DomesticDeliverySection({
  book,
  deliveryId,
  onChoose,
  note,
  onNote,
  choosing,
  setChoosing,
}: {
  book: AddressBookView | undefined;
  deliveryId: number | null;
  onChoose: (deliveryId: number) => void;
  note: string;
  onNote: (note: string) => void;
  /** The chooser is open (the pay page opens it after a CREVERSE-ADDR refusal too). */
  choosing: boolean;
  setChoosing: (open: boolean) => void;
}) {
  const { t } = useCheckoutText();
  const chosen = book?.list.find((a) => a.deliveryId === deliveryId);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('delivery.title')}</legend>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm" data-testid="chosen-address">
          {chosen ? <AddressLines a={chosen} /> : book && t('delivery.noAddress')}
        </p>
        <button type="button" className={secondaryButton} onClick={() => setChoosing(true)}>
          {chosen ? t('delivery.change') : t('delivery.choose')}
        </button>
      </div>
      {book && (
        <p className="mt-2">
          <ManageLink url={book.manageUrl} />
        </p>
      )}
      <label className="mt-3 block text-sm font-medium text-slate-800">
        {t('delivery.note')}
        <input
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          value={note}
          maxLength={200}
          onChange={(e) => onNote(e.target.value)}
        />
      </label>
      {choosing && book && (
        <DeliveryChooserDialog
          book={book}
          chosenId={deliveryId}
          onClose={() => setChoosing(false)}
          onChoose={(id) => {
            onChoose(id);
            setChoosing(false);
          }}
        />
      )}
    </fieldset>
  );
}
