/** Class names shared by the back office's pages (desktop-first, 1440 px). */
const button =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3.5 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const primaryBtn = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryBtn = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const dangerBtn = `${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`;

export const input =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';
export const label = 'mb-1 block text-xs font-semibold text-slate-600';

export const card = 'rounded-lg border border-slate-200 bg-white';
export const table = 'w-full border-collapse text-left text-sm';
export const th =
  'border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600';
export const td = 'border-b border-slate-100 px-3 py-2.5 align-top text-slate-800';
/** A column of amounts: right-aligned figures, '15,500 won' kept on one line. */
export const moneyCell = 'text-right tabular-nums whitespace-nowrap';
export const rowButton = 'cursor-pointer hover:bg-brand-50 focus-within:bg-brand-50';
export const pageTitle = 'text-xl font-bold text-slate-900';
export const badge =
  'inline-flex items-center rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
