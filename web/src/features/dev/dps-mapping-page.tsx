import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { dpsMappingList, type DpsEncoding } from '@shop/contract/dev.ts';
import { callApi } from '../../lib/api-client.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { DateText } from '../../ui/date-text.tsx';
import { uploadDpsMapping, type UploadOutcome } from './dev-api.ts';
import { DevFrame, card } from './dev-frame.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

const mappingsQuery = {
  queryKey: ['dev', 'dps-mappings'],
  queryFn: () => callApi(dpsMappingList),
};

function Outcome({ outcome }: { outcome: UploadOutcome }) {
  const { t: pt } = usePageText();
  if (outcome.ok) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {pt('dev.dps.saved', outcome.result)}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{outcome.message}</p>
      {outcome.refusal && (
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="w-16 py-1">
                {pt('dev.dps.line')}
              </th>
              <th scope="col" className="py-1">
                {pt('dev.dps.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.refusal.lines.map((l, i) => (
              <tr key={`${l.line}-${i}`} className="border-t border-red-100">
                <td className="py-1">{l.line}</td>
                <td className="py-1">{l.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** /dps-mapping: the academy material code → product CSV upload (EUC-KR or UTF-8). */
export function DpsMappingPage() {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  const client = useQueryClient();
  const { data } = useQuery({ ...mappingsQuery, meta: { silentErrors: true } });
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<DpsEncoding>('euc-kr');
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const result = await uploadDpsMapping(file, encoding);
      setOutcome(result);
      if (result.ok) await client.invalidateQueries({ queryKey: mappingsQuery.queryKey });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DevFrame title={t('titles.dpsMapping')}>
      <form onSubmit={(e) => void onSubmit(e)} className={`${card} space-y-4`}>
        <p className="text-sm leading-relaxed text-slate-700">{pt('dev.dps.format')}</p>
        <pre className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs">
          {'교재코드,상품번호,교재명\nCDI-R3-SB,1,CDI 리딩 3 교재\nCDI-R3-WB,2,CDI 리딩 3 워크북'}
        </pre>
        <label className="block text-sm font-semibold text-slate-800">
          {pt('dev.dps.file')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{pt('dev.dps.encoding')}</legend>
          <div className="mt-2 flex gap-4 text-sm">
            {(['euc-kr', 'utf-8'] as const).map((e) => (
              <label key={e} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="encoding"
                  value={e}
                  checked={encoding === e}
                  onChange={() => setEncoding(e)}
                />
                {e.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={primaryButton} disabled={!file || busy}>
          {pt('dev.dps.upload')}
        </button>
        {outcome && <Outcome outcome={outcome} />}
      </form>
      <section className={card} aria-labelledby="dps-current">
        <h2 id="dps-current" className="text-sm font-semibold text-slate-800">
          {pt('dev.dps.current', { count: data?.totalCount ?? 0 })}
        </h2>
        {data && data.list.length > 0 && (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-1.5">
                    {pt('dev.dps.code')}
                  </th>
                  <th scope="col" className="py-1.5">
                    {pt('dev.dps.product')}
                  </th>
                  <th scope="col" className="py-1.5">
                    {pt('dev.dps.name')}
                  </th>
                  <th scope="col" className="py-1.5">
                    {pt('dev.dps.updated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((m) => (
                  <tr key={m.materialCode} className="border-t border-slate-100">
                    <td className="py-1.5 font-mono text-xs">{m.materialCode}</td>
                    <td className="py-1.5">
                      {m.productId}{' '}
                      {m.displayName && <span className="text-slate-600">· {m.displayName}</span>}
                    </td>
                    <td className="py-1.5">{m.materialName ?? '-'}</td>
                    <td className="py-1.5">
                      <DateText value={m.updatedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </DevFrame>
  );
}
