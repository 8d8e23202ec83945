import { useCatalogText } from './catalog-i18n.ts';

function Notice({
  id,
  title,
  lines,
  emphasis,
}: {
  id: string;
  title: string;
  lines: readonly string[];
  emphasis?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 xs:p-5">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm leading-relaxed text-slate-700">
        {lines.map((line) => (
          <li
            key={line}
            className="relative pl-3.5 before:absolute before:left-0 before:content-['·']"
          >
            {line}
          </li>
        ))}
      </ul>
      {emphasis && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          {emphasis}
        </p>
      )}
    </section>
  );
}

/**
 * The delivery notice (the vendor ships 3–7 days after payment, not on weekends or holidays) and
 * the exchange/return notice (decision 0500: 7 days for change of mind, 3 months for the shop's
 * faults, the exceptions of 전자상거래법 §17 ②; a smart book's page says before purchase that
 * opening it ends the withdrawal right).
 */
export function ProductNotices({ smartBook }: { smartBook: boolean }) {
  const { t, lines } = useCatalogText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Notice
        id="delivery-notice"
        title={t('detail.deliveryTitle')}
        lines={lines('detail.deliveryNotice')}
      />
      <Notice
        id="return-notice"
        title={t('detail.returnTitle')}
        lines={lines('detail.returnNotice')}
        emphasis={smartBook ? t('detail.smartBookReturn') : undefined}
      />
    </div>
  );
}
