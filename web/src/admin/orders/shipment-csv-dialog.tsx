import { useState, type FormEvent } from 'react';
import type { SHIPMENT_CSV_ENCODINGS } from '@shop/contract/admin-orders.ts';
import {
  AdminOrderLimits,
  shipmentCsvRefusal,
  type ShipmentLineError,
} from '@shop/contract/admin-orders.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { base64Of } from '../kit/file-base64.ts';
import { useDeliveryCsv, useShipmentCsv } from './order-queries.ts';
import { useOrdersText } from '../i18n/admin-page-texts.ts';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';

/** What the drawer needs of an upload's mutation (either file's). */
interface CsvUpload<D> {
  mutate(
    body: { encoding: (typeof SHIPMENT_CSV_ENCODINGS)[number]; contentBase64: string },
    options: { onSuccess: (answer: { data: D }) => void; onError: (err: Error) => void },
  ): void;
  isPending: boolean;
  isError: boolean;
}

/** The courier's invoice CSV: each line ships its order. */
export function ShipmentCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useOrdersText();
  const upload = useShipmentCsv();
  return (
    <CourierCsvDrawer
      title={t('csv.title')}
      help={t('csv.help')}
      example={'주문번호,택배사,송장번호\n1024,CJ대한통운,568312345678\n1025,EMS,EE123456789KR'}
      upload={upload}
      resultOf={(data) => t('csv.result', { ...data })}
      onClose={onClose}
    />
  );
}

/** The courier's status file: each 배송완료 line delivers its order on the line's date. */
export function DeliveryCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useOrdersText();
  const upload = useDeliveryCsv();
  return (
    <CourierCsvDrawer
      title={t('deliveryCsv.title')}
      help={t('deliveryCsv.help')}
      example={
        '주문번호,송장번호,상태,처리일시\n1024,568312345678,배송출발,2026-03-03 08:10\n1024,568312345678,배송완료,2026-03-03 14:20'
      }
      upload={upload}
      resultOf={(data) => t('deliveryCsv.result', { ...data })}
      onClose={onClose}
    />
  );
}

/**
 * A courier's file: every line valid or nothing changes; each problem is listed where it is (line,
 * and column when one field is at fault).
 */
function CourierCsvDrawer<D>({
  title,
  help,
  example,
  upload,
  resultOf,
  onClose,
}: {
  title: string;
  help: string;
  example: string;
  upload: CsvUpload<D>;
  resultOf: (data: D) => string;
  onClose: () => void;
}) {
  const { t } = useOrdersText();
  const [encoding, setEncoding] = useState<(typeof SHIPMENT_CSV_ENCODINGS)[number]>('utf-8');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [lines, setLines] = useState<ShipmentLineError[]>([]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setLines([]);
    if (!file) return setMessage(t('csv.chooseFile'));
    const contentBase64 = base64Of(new Uint8Array(await file.arrayBuffer()));
    if (contentBase64.length > AdminOrderLimits.csvMaxBase64) return setMessage(t('csv.tooBig'));
    setMessage(null);
    upload.mutate(
      { encoding, contentBase64 },
      {
        onSuccess: ({ data }) => setMessage(resultOf(data)),
        onError: (err) => {
          setMessage(err instanceof ApiError ? err.message : String(err));
          const refusal = shipmentCsvRefusal.safeParse(err instanceof ApiError ? err.answer : null);
          setLines(refusal.success ? refusal.data.lines : []);
        },
      },
    );
  };

  return (
    <AdminDrawer title={title} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-700">{help}</p>
      <pre className="mb-4 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        {example}
      </pre>
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-end gap-3">
        <div className="w-36">
          <label htmlFor="csv-encoding" className={label}>
            {t('csv.encoding')}
          </label>
          <select
            id="csv-encoding"
            className={input}
            value={encoding}
            onChange={(e) => setEncoding(e.target.value as typeof encoding)}
          >
            <option value="utf-8">UTF-8</option>
            <option value="euc-kr">EUC-KR</option>
          </select>
        </div>
        <div className="flex-1">
          <label htmlFor="csv-file" className={label}>
            {t('csv.file')}
          </label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className={input}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className={primaryBtn} disabled={upload.isPending}>
          {upload.isPending ? t('csv.sending') : t('csv.submit')}
        </button>
      </form>
      {message && (
        <p
          role={lines.length > 0 || upload.isError ? 'alert' : 'status'}
          className={`mt-4 text-sm font-semibold ${upload.isError ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {message}
        </p>
      )}
      {lines.length > 0 && (
        <ul
          className="mt-3 space-y-1 text-sm"
          aria-label={t('csv.errorsTitle', { count: lines.length })}
        >
          {lines.map((l) => (
            <li
              key={`${l.line}-${l.column ?? 0}-${l.message}`}
              className="rounded bg-red-50 px-2 py-1 text-red-900"
            >
              {l.column === undefined
                ? t('csv.atLine', { line: l.line, message: l.message })
                : t('csv.atCell', { line: l.line, column: l.column, message: l.message })}
            </li>
          ))}
        </ul>
      )}
    </AdminDrawer>
  );
}
