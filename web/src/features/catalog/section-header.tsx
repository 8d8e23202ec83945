import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../ui/skeleton.tsx';
import { sectionBannerOf } from '@shop/contract/sections.ts';
import { sectionConfigQuery } from './catalog-queries.ts';

/** Banner, title and description of a product-list section (GET /api/section-config). */
export function SectionHeader({ section }: { section: string }) {
  const { data } = useQuery(sectionConfigQuery(section));
  const config = data?.data;
  const banner = config?.bannerUrl ?? sectionBannerOf(section);
  return (
    <header className="space-y-4">
      <div className="overflow-hidden rounded-2xl bg-slate-100">
        {/* The banner repeats the title as a picture; the heading below is the text. */}
        <img
          src={banner}
          alt=""
          width="1200"
          height="240"
          fetchPriority="high"
          className="aspect-[4/1] min-h-24 w-full object-cover object-left xs:aspect-[5/1]"
        />
      </div>
      {config ? (
        <div>
          <h1 className="text-2xl font-bold text-slate-900 xs:text-[28px]">{config.title}</h1>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{config.description}</p>
        </div>
      ) : (
        <div aria-hidden="true">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="mt-2 h-5 w-4/5" />
        </div>
      )}
    </header>
  );
}
