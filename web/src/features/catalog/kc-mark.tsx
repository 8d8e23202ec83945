/** The KC safety certification mark, drawn inline (a 'C' arc around a 'K'). */
export function KcMark({ label, size = 28 }: { label: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="shrink-0 text-slate-900"
    >
      <title>{label}</title>
      <path
        d="M37.5 13.5A17 17 0 1 0 37.5 34.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M18 14v20M18.5 24L28 14.5M18.5 24L28 33.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
