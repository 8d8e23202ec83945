import { Link } from 'react-router';
import type { AclEntry } from '@shop/contract/auth.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { ExternalIcon } from '../../ui/icons.tsx';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { SupportCentrePanel } from './support-centre-panel.tsx';
import { useSupportText } from './support-i18n.ts';

interface Branch {
  brchId: number;
  brchName: string;
  brchHomepage: string | null;
  students: string[];
}

/** The member's branches from the access list, each once, with the students enrolled there. */
function branchesOf(acl: readonly AclEntry[]): Branch[] {
  const byId = new Map<number, Branch>();
  for (const entry of acl) {
    const branch = byId.get(entry.brchId) ?? {
      brchId: entry.brchId,
      brchName: entry.brchName,
      brchHomepage: entry.brchHomepage,
      students: [],
    };
    if (!branch.students.includes(entry.stdName)) branch.students.push(entry.stdName);
    byId.set(entry.brchId, branch);
  }
  return [...byId.values()];
}

/** Only web addresses are links; anything else in the record is not followed. */
const isWebAddress = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function Branches() {
  const { t } = useSupportText();
  const { state } = useAuthState();
  const branches = branchesOf(state.creverseAcl?.list ?? []);
  return (
    <section aria-labelledby="counseling-branches" className="space-y-3">
      <h3 id="counseling-branches" className="text-lg font-bold text-slate-900">
        {t('counseling.branchesTitle')}
      </h3>
      {branches.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-6 text-center text-slate-700">
          {t('counseling.noBranches')}
        </p>
      ) : (
        <ul className="grid gap-3 xs:grid-cols-2">
          {branches.map((branch) => (
            <li key={branch.brchId} className="rounded-2xl border border-slate-200 bg-white p-4">
              <p className="font-bold text-slate-900">{branch.brchName}</p>
              <p className="mt-1 text-sm text-slate-700">
                {t('counseling.students', { names: branch.students.join(', ') })}
              </p>
              {isWebAddress(branch.brchHomepage) ? (
                <a
                  href={branch.brchHomepage}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${secondaryButton} mt-3`}
                >
                  {t('counseling.homepage', { branch: branch.brchName })}
                  <ExternalIcon size={16} />
                  <span className="sr-only">({t('common.newWindow')})</span>
                </a>
              ) : (
                <p className="mt-3 text-sm text-slate-600">{t('counseling.noHomepage')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Counseling (spec 1 §2.1 lists the routes only). Consultations are held by the branches, so
 * both pages lead there: the list shows the member's branches, the write page how to request a
 * consultation; questions about the shop go to the 1:1 inquiry (decision 0042).
 */
export function CounselingPage({ mode }: { mode: 'list' | 'write' }) {
  const { t, texts } = useSupportText();
  const title = mode === 'list' ? t('counseling.listTitle') : t('counseling.writeTitle');
  return (
    <section aria-labelledby="counseling-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="counseling-title" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <Link
          to={mode === 'list' ? '/mypage/counseling/write' : '/mypage/counseling/list'}
          className={secondaryButton}
        >
          {mode === 'list' ? t('counseling.toWrite') : t('counseling.toList')}
        </Link>
      </div>
      <p className="rounded-2xl bg-brand-50 p-4 text-[15px] leading-7 font-semibold text-brand-900 xs:p-5">
        {t('counseling.intro')}
      </p>
      {mode === 'write' && (
        <section aria-labelledby="counseling-steps" className="space-y-3">
          <h3 id="counseling-steps" className="text-lg font-bold text-slate-900">
            {t('counseling.stepsTitle')}
          </h3>
          <ol className="list-decimal space-y-1.5 pl-5 text-[15px] leading-7 text-slate-800">
            {texts.counseling.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <Branches />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_300px]">
        <section
          aria-labelledby="counseling-shop"
          className="rounded-2xl border border-slate-200 p-5"
        >
          <h3 id="counseling-shop" className="text-lg font-bold text-slate-900">
            {t('counseling.shopTitle')}
          </h3>
          <p className="mt-2 text-[15px] leading-7 text-slate-700">{t('counseling.shopBody')}</p>
          <Link to="/mypage/claim/write" className={`${primaryButton} mt-4`}>
            {t('centre.claimWrite')}
          </Link>
        </section>
        <SupportCentrePanel withInquiry={false} />
      </div>
    </section>
  );
}
