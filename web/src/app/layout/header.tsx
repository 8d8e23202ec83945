import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { CartIcon, UserIcon } from '../../ui/icons.tsx';
import { shopName } from '../../lib/shop-name.ts';
import { BrandStrip } from './brand-strip.tsx';
import { MainMenu } from './main-menu.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { SearchBar } from './search-bar.tsx';

function ShopLogo() {
  const { t } = useTranslation();
  const name = shopName();
  return (
    <Link
      to="/"
      aria-label={t('header.home', { shop: name })}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span className="text-lg font-extrabold tracking-tight text-brand-800 xs:text-xl">
        {name}
      </span>
    </Link>
  );
}

/** My page and cart: the two places a returning customer heads for (sign-in guarded). */
function HeaderShortcuts() {
  const { t } = useTranslation();
  const item =
    'flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-slate-700 hover:text-brand-700';
  return (
    <nav aria-label={t('header.shortcuts')} className="ml-auto">
      <ul className="flex items-center gap-1 xs:gap-3">
        <li className="hidden xs:block">
          <Link to="/mypage" className={item}>
            <UserIcon size={24} />
            <span className="text-xs font-medium">{t('header.mypage')}</span>
          </Link>
        </li>
        <li>
          <Link to="/mypage/cart" className={item} aria-label={t('header.cart')}>
            <CartIcon size={24} />
            <span className="hidden text-xs font-medium xs:inline">{t('header.cart')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Brand strip, logo with search, and the main menu; the hamburger replaces them on phones. */
export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <BrandStrip />
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 xs:flex-nowrap xs:gap-x-8 xs:py-5">
        <MobileMenuButton />
        <ShopLogo />
        <div className="order-last basis-full xs:order-none xs:max-w-xl xs:flex-1 xs:basis-auto">
          <SearchBar />
        </div>
        <HeaderShortcuts />
      </div>
      <MainMenu />
    </header>
  );
}
