import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  queryEmsCityChoices,
  queryEmsStateChoices,
  queryEmsZipcodeChoices,
} from '@shop/contract/checkout-oversea.ts';
import { emsPostcodeChoice, type EmsPostcodeChoice } from '@shop/contract/checkout-forms.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { callApi } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { ModalClose, ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useCheckoutText } from './checkout-i18n.ts';

export type EmsChoice = EmsPostcodeChoice;

const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/**
 * EMS overseas postcode search (spec 3 dialogs): the country, then state → city → zip code from
 * the postcode service; 'use' needs all three (the contract's emsPostcodeChoice).
 */
export function EmsPostcodeDialog({
  nationCd,
  nationLabel,
  onUse,
  onClose,
}: {
  nationCd: string;
  nationLabel: string;
  onUse: (choice: EmsChoice) => void;
  onClose: () => void;
}) {
  const { t } = useCheckoutText();
  const id = useId();
  const [state, setState] = useState('');
  const [city, setCity] = useState('');
  const [zipCode, setZipCode] = useState('');

  const states = useQuery({
    queryKey: ['ems-states', nationCd],
    queryFn: async () => (await callApi(queryEmsStateChoices, { body: { nationCd } })).data,
    staleTime: 10 * 60_000,
  });
  const cities = useQuery({
    queryKey: ['ems-cities', nationCd, state],
    queryFn: async () =>
      (await callApi(queryEmsCityChoices, { body: { nationCd, stateFrom: state } })).data,
    enabled: state !== '',
    staleTime: 10 * 60_000,
  });
  const zips = useQuery({
    queryKey: ['ems-zips', nationCd, state, city],
    queryFn: async () =>
      (
        await callApi(queryEmsZipcodeChoices, {
          body: { nationCd, stateFrom: state, cityFrom: city },
        })
      ).data,
    enabled: state !== '' && city !== '',
    staleTime: 10 * 60_000,
  });

  const use = () => {
    const choice = { state, city, zipCode };
    const refusal = firstRefusal(emsPostcodeChoice, choice);
    if (refusal) {
      void alertDialog(refusalText(refusal.message));
      return;
    }
    onUse(choice);
  };

  const select = (
    key: 'state' | 'city' | 'zip',
    value: string,
    choices: readonly string[] | undefined,
    loading: boolean,
    onChange: (v: string) => void,
    disabled: boolean,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
        {t(`ems.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        className={selectClass}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{loading ? t('ems.loading') : t('ems.choose')}</option>
        {choices?.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <ModalFrame
      title={t('ems.title')}
      onClose={onClose}
      width="md"
      footer={
        <>
          <ModalClose className={secondaryButton}>{t('ems.close')}</ModalClose>
          <button type="button" className={primaryButton} onClick={use}>
            {t('ems.use')}
          </button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <span className="text-sm font-medium text-slate-800">{t('ems.nation')}</span>
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">{nationLabel}</p>
        </div>
        {select(
          'state',
          state,
          states.data?.choices,
          states.isFetching,
          (v) => {
            setState(v);
            setCity('');
            setZipCode('');
          },
          false,
        )}
        {select(
          'city',
          city,
          cities.data?.choices,
          cities.isFetching,
          (v) => {
            setCity(v);
            setZipCode('');
          },
          !state,
        )}
        {select('zip', zipCode, zips.data?.choices, zips.isFetching, setZipCode, !city)}
      </div>
    </ModalFrame>
  );
}
