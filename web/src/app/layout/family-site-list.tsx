import { brandLabel } from '../../i18n/brand-label.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { FAMILY_SITES } from '../../ui/external-links.ts';

/** The sister brands' sites, each opening in a new window (the header strip and the phone menu). */
export function FamilySiteList({
  listClassName,
  linkClassName,
}: {
  listClassName: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={listClassName}>
      {FAMILY_SITES.map((site) => (
        <li key={site.brand}>
          <a href={site.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {brandLabel(site.brand)}
            <span className="sr-only"> ({t('common.newWindow')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
