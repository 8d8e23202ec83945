import { brandLabel } from '../../i18n/brand-label.ts';
import type { Lecture } from '@shop/contract/billing.ts';
import {
  allChecked,
  materialKey,
  selectableKeys,
  type BranchGroup,
  type Selection,
} from './billing-selection.ts';
import { MaterialRow } from './material-row.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

interface Handlers {
  onToggleAll: (keys: string[]) => void;
  onToggle: (key: string) => void;
  onQty: (key: string, qty: number) => void;
}

function SelectAll({
  label,
  keys,
  selection,
  onToggleAll,
  text,
}: {
  label: string;
  keys: string[];
  selection: Selection;
  onToggleAll: (keys: string[]) => void;
  text: string;
}) {
  return (
    <label className="inline-flex shrink-0 cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={allChecked(selection, keys)}
        disabled={keys.length === 0}
        onChange={() => onToggleAll(keys)}
        aria-label={label}
      />
      <span aria-hidden="true">{text}</span>
    </label>
  );
}

/** One branch of the student (brand and branch name), its lectures and their materials. */
export function BranchSection({
  group,
  lectures,
  selection,
  ...handlers
}: { group: BranchGroup; lectures: readonly Lecture[]; selection: Selection } & Handlers) {
  const { t: pt } = usePageText();
  const indexes = group.lectures.map((l) => Number(l.key.slice(1)));
  const branchKeys = selectableKeys(lectures, indexes);
  const headingId = `branch-${group.brchId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center gap-3 bg-brand-50 px-3 py-3 xs:px-4">
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-bold text-brand-900">
          <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {brandLabel(group.brchType)}
          </span>
          {group.brchName}
        </h2>
        <SelectAll
          label={pt('billing.selectBranch', { branch: group.brchName })}
          text={pt('billing.selectAllShort')}
          keys={branchKeys}
          selection={selection}
          onToggleAll={handlers.onToggleAll}
        />
      </header>
      {group.lectures.map(({ key, lecture }) => {
        const li = Number(key.slice(1));
        const keys = selectableKeys(lectures, [li]);
        return (
          <div key={key} className="border-t border-slate-200">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 xs:px-4">
              <div className="min-w-0 flex-1">
                <h3 className="text-sm font-bold text-slate-900">{lecture.courseName}</h3>
                <p className="text-xs text-slate-600">
                  {lecture.semesterName} · {lecture.periodName}
                  {lecture.studyPeriod && (
                    <span className="ml-1 text-slate-500">
                      ({pt('billing.studyPeriod', { period: lecture.studyPeriod })})
                    </span>
                  )}
                </p>
              </div>
              <SelectAll
                label={pt('billing.selectLecture', {
                  course: `${lecture.courseName} ${lecture.semesterName} ${lecture.periodName}`,
                })}
                text={pt('billing.selectAllShort')}
                keys={keys}
                selection={selection}
                onToggleAll={handlers.onToggleAll}
              />
            </div>
            <ul className="divide-y divide-slate-100 border-t border-slate-100">
              {lecture.materials.map((m) => {
                const mk = materialKey(li, m.productId);
                return (
                  <MaterialRow
                    key={mk}
                    material={m}
                    checked={selection.checked.has(mk)}
                    qty={selection.qty.get(mk) ?? 1}
                    onToggle={() => handlers.onToggle(mk)}
                    onQty={(qty) => handlers.onQty(mk, qty)}
                  />
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
