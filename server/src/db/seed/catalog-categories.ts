/** Builds the category tree and section configs of the demo catalog from the seed tables. */
import { SECTIONS, sectionBannerOf } from '@shop/contract/sections.ts';
import type { categories, sectionConfigs } from '../schema/catalog.ts';
import { GENERAL_SECTIONS } from './catalog-general-seed-data.ts';
import { PUBLISHER_SECTIONS } from './catalog-publisher-seed-data.ts';
import { GOODS_SECTIONS } from './catalog-goods-seed-data.ts';
import type { SectionSeed, SeedHints, SeedKind } from './catalog-seed-types.ts';

export type CategoryRow = typeof categories.$inferInsert;
export type SectionConfigRow = typeof sectionConfigs.$inferInsert;

export const SECTION_SEEDS: readonly SectionSeed[] = [
  ...PUBLISHER_SECTIONS,
  ...GENERAL_SECTIONS,
  ...GOODS_SECTIONS,
];

/** Everything product generation needs to know about one leaf category. */
export interface LeafContext {
  seed: SectionSeed;
  rootId: number;
  midId: number;
  leafId: number;
  midName: string;
  leafName: string;
  stems: readonly string[];
  vols: readonly [number, number];
  kinds?: readonly SeedKind[];
  makers: readonly string[];
  suffixes: readonly string[];
  price?: readonly [number, number];
}

export interface CategoryBuild {
  categories: CategoryRow[];
  sectionConfigs: SectionConfigRow[];
  /** Leaves grouped by section, in SECTIONS order. */
  leavesBySection: { seed: SectionSeed; rootId: number; leaves: LeafContext[] }[];
}

export function sectionSeed(section: string): SectionSeed {
  const seed = SECTION_SEEDS.find((s) => s.section === section);
  if (!seed) throw new Error(`no seed data for section ${section}`);
  return seed;
}

function merged(
  seed: SectionSeed,
  ...levels: SeedHints[]
): Required<Omit<SeedHints, 'kinds' | 'price'>> & Pick<SeedHints, 'kinds' | 'price'> {
  const pickHint = <K extends keyof SeedHints>(key: K): SeedHints[K] => {
    for (let i = levels.length - 1; i >= 0; i -= 1) {
      const value = levels[i]?.[key];
      if (value !== undefined) return value;
    }
    return seed[key];
  };
  return {
    vols: pickHint('vols') ?? [1, 3],
    kinds: pickHint('kinds'),
    makers: pickHint('makers') ?? ['크레버스'],
    suffixes: pickHint('suffixes') ?? [''],
    price: pickHint('price'),
  };
}

export function buildCategories(): CategoryBuild {
  const rows: CategoryRow[] = [];
  const configs: SectionConfigRow[] = [];
  const leavesBySection: CategoryBuild['leavesBySection'] = [];

  for (const def of SECTIONS) {
    const seed = sectionSeed(def.section);
    const rootId = def.categoryId;
    configs.push({
      section: def.section,
      categoryId: rootId,
      title: seed.title,
      description: seed.description,
      bannerUrl: sectionBannerOf(def.section),
    });
    rows.push({
      categoryId: rootId,
      parentId: null,
      name: seed.title,
      idChain: String(rootId),
      fullName: seed.title,
      depth: 0,
      leaf: false,
      sortOrder: SECTIONS.indexOf(def) + 1,
      rootId,
    });
    const leaves: LeafContext[] = [];
    seed.mids.forEach((midSeed, mi) => {
      const midId = rootId * 100 + mi + 1;
      const midChain = `${rootId}/${midId}`;
      const midFull = `${seed.title} > ${midSeed.name}`;
      const midIsLeaf = !midSeed.leaves || midSeed.leaves.length === 0;
      rows.push({
        categoryId: midId,
        parentId: rootId,
        name: midSeed.name,
        idChain: midChain,
        fullName: midFull,
        depth: 1,
        leaf: midIsLeaf,
        sortOrder: mi + 1,
        rootId,
      });
      if (midIsLeaf) {
        leaves.push({
          seed,
          rootId,
          midId,
          leafId: midId,
          midName: midSeed.name,
          leafName: midSeed.name,
          stems: midSeed.stems ?? [midSeed.name],
          ...merged(seed, midSeed),
        });
        return;
      }
      (midSeed.leaves ?? []).forEach((leafSeed, li) => {
        const leafId = rootId * 10000 + (mi + 1) * 100 + li + 1;
        rows.push({
          categoryId: leafId,
          parentId: midId,
          name: leafSeed.name,
          idChain: `${midChain}/${leafId}`,
          fullName: `${midFull} > ${leafSeed.name}`,
          depth: 2,
          leaf: true,
          sortOrder: li + 1,
          rootId,
        });
        leaves.push({
          seed,
          rootId,
          midId,
          leafId,
          midName: midSeed.name,
          leafName: leafSeed.name,
          stems: leafSeed.stems,
          ...merged(seed, midSeed, leafSeed),
        });
      });
    });
    leavesBySection.push({ seed, rootId, leaves });
  }
  return { categories: rows, sectionConfigs: configs, leavesBySection };
}
