import { useTranslation } from '../../i18n/i18n.ts';
import { useMenuText } from './menu-i18n.ts';
import { Link } from 'react-router';
import type { MenuGroupView } from '../../features/site/use-site-menu.ts';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { MYPAGE_LINKS, SUPPORT_LINKS } from './site-links.ts';

interface Column {
  title: string;
  links: { key: string; label: string; to: string }[];
}

/** '전체 메뉴': every menu group, support and my-page links on one sheet. */
export default function SiteMapDialog({
  groups,
  onClose,
}: {
  groups: MenuGroupView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: tm } = useMenuText();
  const columns: Column[] = [
    ...groups.map((g) => ({
      title: t(`menuGroups.${g.group}`),
      links: g.items.map((i) => ({ key: String(i.menuId), label: i.label, to: i.path })),
    })),
    {
      title: tm('siteMap.support'),
      links: SUPPORT_LINKS.map((l) => ({ key: l.to, label: tm(`siteMap.${l.key}`), to: l.to })),
    },
    {
      title: tm('siteMap.mypage'),
      links: MYPAGE_LINKS.map((l) => ({ key: l.to, label: tm(`siteMap.${l.key}`), to: l.to })),
    },
  ];
  return (
    <ModalFrame title={tm('siteMap.title')} onClose={onClose} width="lg">
      <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-5">
        {columns.map((column) => (
          <section key={column.title}>
            <h3 className="mb-3 border-b-2 border-brand-700 pb-2 text-sm font-bold text-brand-800">
              {column.title}
            </h3>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    onClick={onClose}
                    className="block rounded px-1 py-1 text-sm text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ModalFrame>
  );
}
