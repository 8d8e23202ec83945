import { useRevokeText } from './revoke-i18n.ts';

/** The refund policy box of the request page (spec 3 §2, the constants of §9). */
export function RefundPolicyNotice() {
  const { t, lines } = useRevokeText();
  return (
    <section
      aria-labelledby="refund-policy-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950 xs:p-5"
    >
      <h3 id="refund-policy-title" className="font-bold">
        {t('policy.title')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines('policy.items').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
