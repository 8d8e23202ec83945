import { useState } from 'react';
import {
  AdminOrderLimits,
  shipmentCsvRefusal,
  type ShipmentLineError,
} from '@shop/contract/admin-orders.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useOrdersText } from '../i18n/admin-page-texts.ts';
import { AdminTable } from '../kit/admin-table.tsx';
import {
  CsvImportDialog,
  useCsvProblemColumns,
  type CsvFile,
  type CsvMessage,
} from '../kit/csv-import-dialog.tsx';
import { useDeliveryCsv, useShipmentCsv } from './order-queries.ts';

/** The courier's invoice file: each line ships its order with the carrier and invoice number. */
export function ShipmentCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useOrdersText();
  const upload = useShipmentCsv();
  return (
    <CourierCsvDialog
      title={t('csv.title')}
      help={t('csv.help')}
      // the file's first lines as the courier's export writes them (its Korean headers)
      sample={'주문번호,택배사,송장번호\n1024,CJ대한통운,568312345678\n1025,EMS,EE123456789KR'}
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
    <CourierCsvDialog
      title={t('deliveryCsv.title')}
      help={t('deliveryCsv.help')}
      sample={
        '주문번호,송장번호,상태,처리일시\n1024,568312345678,배송출발,2026-03-03 08:10\n1024,568312345678,배송완료,2026-03-03 14:20'
      }
      upload={upload}
      resultOf={(data) => t('deliveryCsv.result', { ...data })}
      onClose={onClose}
    />
  );
}

interface CsvUpload<D> {
  isPending: boolean;
  mutate: (
    file: CsvFile,
    handlers: { onSuccess: (answer: { data: D }) => void; onError: (err: unknown) => void },
  ) => void;
}

/**
 * A courier's file: every line valid or nothing changes; each problem is listed where it is (line,
 * and column when one field is at fault).
 */
function CourierCsvDialog<D>({
  title,
  help,
  sample,
  upload,
  resultOf,
  onClose,
}: {
  title: string;
  help: string;
  sample: string;
  upload: CsvUpload<D>;
  resultOf: (data: D) => string;
  onClose: () => void;
}) {
  const { t } = useOrdersText();
  const columns = useCsvProblemColumns<ShipmentLineError>();
  const [message, setMessage] = useState<CsvMessage | null>(null);
  const [lines, setLines] = useState<ShipmentLineError[]>([]);

  return (
    <CsvImportDialog
      title={title}
      help={help}
      sample={sample}
      maxBase64={AdminOrderLimits.csvMaxBase64}
      submitLabel={{ idle: t('csv.submit'), pending: t('csv.sending') }}
      pending={upload.isPending}
      onSubmit={(file) =>
        upload.mutate(file, {
          onSuccess: ({ data }) => setMessage({ text: resultOf(data), error: false }),
          onError: (err) => {
            setMessage({ text: err instanceof Error ? err.message : String(err), error: true });
            const refusal = shipmentCsvRefusal.safeParse(
              err instanceof ApiError ? err.answer : null,
            );
            setLines(refusal.success ? refusal.data.lines : []);
          },
        })
      }
      message={message}
      onMessage={setMessage}
      onChange={() => setLines([])}
      onClose={onClose}
    >
      {lines.length > 0 && (
        <section className="mt-5" aria-label={t('csv.errorsTitle', { count: lines.length })}>
          <AdminTable
            bare
            caption={t('csv.errorsTitle', { count: lines.length })}
            columns={columns}
            rows={lines}
            rowKey={(l) => `${l.line}-${l.column ?? 0}-${l.message}`}
            rowClassName={() => 'bg-red-50 text-red-900'}
          />
        </section>
      )}
    </CsvImportDialog>
  );
}
