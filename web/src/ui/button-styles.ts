/** Class names of the shop's buttons, shared so every dialog and page looks the same. */
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const ghostButton = `${base} text-slate-700 hover:bg-slate-100`;
