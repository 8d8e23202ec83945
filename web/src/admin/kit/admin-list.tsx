import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { input, label, primaryBtn, secondaryBtn } from './admin-styles.ts';

/** One filter of a list: how it is typed, and whether its value is a number in the address. */
export type FilterField = { name: string; label: string; width?: string } & (
  | { kind: 'date' | 'search' }
  | { kind: 'number'; min?: number; step?: number }
  /**
   * `options` are the <option>s after the empty one, which says `all` (default 전체; false: no
   * empty option); `numeric` when their values are numbers (from `min`, default 1).
   */
  | { kind: 'select'; options: ReactNode; numeric?: boolean; min?: number; all?: string | false }
);

export type Filters = Record<string, string | number>;

const isNumeric = (f: FilterField) => f.kind === 'number' || (f.kind === 'select' && !!f.numeric);

/** The filters in the address, so a reload or a shared link shows the same list. */
function filtersOf(params: URLSearchParams, fields: readonly FilterField[]): Filters {
  const filters: Filters = {};
  for (const f of fields) {
    const raw = params.get(f.name);
    if (raw === null || raw === '') continue;
    if (!isNumeric(f)) {
      filters[f.name] = raw;
      continue;
    }
    const value = Number(raw);
    const min = ('min' in f ? f.min : undefined) ?? (f.kind === 'number' ? 0 : 1);
    if (Number.isInteger(value) && value >= min) filters[f.name] = value;
  }
  return filters;
}

/**
 * A back-office list's state, kept in the address: its filters, the page and the row whose
 * drawer is open. Applying filters goes back to the first page.
 */
export function useListParams<F extends object = Filters>(fields: readonly FilterField[]) {
  const [params, setParams] = useSearchParams();
  const update = (next: Record<string, string | number | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, String(v));
    }
    setParams(merged);
  };
  return {
    filters: filtersOf(params, fields) as F,
    page: Math.max(1, Number(params.get('page')) || 1),
    open: Number(params.get('open')) || null,
    params,
    update,
    apply: (form: FormData) =>
      update({
        page: null,
        ...Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? '')])),
      }),
    setPage: (page: number) => update({ page: page > 1 ? page : null }),
    openRow: (id: number) => update({ open: id }),
    close: () => update({ open: null }),
  };
}

/**
 * The filters of a list above its table: the fields, 조회 and 초기화; or, `instant` (a bar of
 * selects), each choice applied at once, without the two buttons.
 */
export function FilterBar({
  id,
  fields,
  filters,
  onApply,
  instant = false,
}: {
  /** Prefix of the inputs' ids. */
  id: string;
  fields: readonly FilterField[];
  filters: object;
  onApply: (form: FormData) => void;
  instant?: boolean;
}) {
  const { t } = useAdminText();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(new FormData(e.currentTarget));
  };
  // instant: the fields show the address's values and a change applies the form at once;
  // otherwise they are edited freely until 조회
  const bind = (value: string) =>
    instant
      ? {
          value,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            e.currentTarget.form && onApply(new FormData(e.currentTarget.form)),
        }
      : { defaultValue: value };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      // a new address (back, 초기화, a shared link) shows its own values
      key={instant ? undefined : JSON.stringify(filters)}
    >
      {fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const value = String((filters as Filters)[f.name] ?? '');
        return (
          <div key={f.name} className={f.width ?? 'w-36'}>
            <label htmlFor={fieldId} className={label}>
              {f.label}
            </label>
            {f.kind === 'select' ? (
              <select id={fieldId} name={f.name} className={input} {...bind(value)}>
                {f.all !== false && <option value="">{f.all ?? t('app.all')}</option>}
                {f.options}
              </select>
            ) : (
              <input
                id={fieldId}
                name={f.name}
                type={f.kind}
                min={f.kind === 'number' ? (f.min ?? 0) : undefined}
                step={f.kind === 'number' ? f.step : undefined}
                className={input}
                {...bind(value)}
              />
            )}
          </div>
        );
      })}
      {!instant && (
        <>
          <button type="submit" className={primaryBtn}>
            {t('app.filter')}
          </button>
          <button type="button" className={secondaryBtn} onClick={() => onApply(new FormData())}>
            {t('app.reset')}
          </button>
        </>
      )}
    </form>
  );
}

/** `<option>`s of codes, each with its label. */
export const optionsOf = (values: readonly string[], text: (value: string) => string = (v) => v) =>
  values.map((v) => (
    <option key={v} value={v}>
      {text(v)}
    </option>
  ));

interface PagedQuery<T> {
  data?: { list: T[]; totalPages: number; totalCount: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What AdminTable needs from a paged list query: its rows, loading and failure, the pager. */
export function pagedRows<T>(query: PagedQuery<T>, page: number, onPage: (page: number) => void) {
  return {
    rows: query.data?.list,
    state: {
      isPending: query.isPending,
      isError: query.isError,
      onRetry: () => void query.refetch(),
    },
    pager: query.data && {
      page,
      totalPages: query.data.totalPages,
      totalCount: query.data.totalCount,
      onChange: onPage,
    },
  };
}
