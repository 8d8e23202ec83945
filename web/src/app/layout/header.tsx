import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopName } from '../shop-name.ts';
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
      </div>
      <MainMenu />
    </header>
  );
}
