/** A titled box of notices at the top of a download page. */
export function NoticeBox({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950 xs:p-5"
    >
      <h3 className="font-bold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
