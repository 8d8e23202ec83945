import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { goToSignIn, goToLogout } from '../../lib/sign-in.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { GUIDE_PDF_PATH } from '@shop/contract/constants.ts';
import { BRANCH_FINDER_URL, SIGN_UP_URL } from '../../ui/external-links.ts';

const item = 'rounded px-1.5 py-1 text-slate-700 hover:text-brand-700 hover:underline';

/** Guide PDF (signed in), branch finder, and sign-in/sign-up or my-page/logout. */
export function AccountLinks() {
  const { t } = useTranslation();
  const { authenticated } = useAuthState();
  const newWindow = <span className="sr-only"> ({t('common.newWindow')})</span>;
  return (
    <ul className="flex items-center gap-1">
      {authenticated && (
        <li>
          <a href={GUIDE_PDF_PATH} target="_blank" rel="noopener noreferrer" className={item}>
            {t('header.guidePdf')}
            {newWindow}
          </a>
        </li>
      )}
      <li>
        <a href={BRANCH_FINDER_URL} target="_blank" rel="noopener noreferrer" className={item}>
          {t('header.branchFinder')}
          {newWindow}
        </a>
      </li>
      {authenticated ? (
        <>
          <li>
            <Link to="/mypage" className={item}>
              {t('header.mypage')}
            </Link>
          </li>
          <li>
            <button type="button" className={item} onClick={() => void goToLogout()}>
              {t('header.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <button type="button" className={`${item} font-semibold`} onClick={() => goToSignIn()}>
              {t('header.signIn')}
            </button>
          </li>
          <li>
            <a href={SIGN_UP_URL} target="_blank" rel="noopener noreferrer" className={item}>
              {t('header.signUp')}
              {newWindow}
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
