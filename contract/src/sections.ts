/**
 * The product-list sections of spec 1 §2.1 and the root category each one shows.
 * The ids the spec names (364, 365, 1945, 2198, 2199, 2197, 1180, 1236, 2683, 2684, 2697) are kept;
 * the other sections got ids of ours. The mapping is decision 0001 (docs/decisions/).
 */
export const MenuGroup = {
  publisher: 'publisher',
  general: 'general',
  devices: 'devices',
} as const;
export type MenuGroup = (typeof MenuGroup)[keyof typeof MenuGroup];

export interface SectionDef {
  section: string;
  categoryId: number;
  group: MenuGroup;
}

export const SECTIONS: readonly SectionDef[] = [
  { section: 'CDI', categoryId: 364, group: 'publisher' },
  { section: 'THEOPEN', categoryId: 365, group: 'publisher' },
  { section: 'April', categoryId: 1945, group: 'publisher' },
  { section: 'i-Garten', categoryId: 2198, group: 'publisher' },
  { section: 'talent', categoryId: 2199, group: 'publisher' },
  { section: 'NOISY', categoryId: 2197, group: 'publisher' },
  { section: 'coding', categoryId: 1180, group: 'publisher' },
  { section: 'creverse_etc', categoryId: 2697, group: 'publisher' },
  { section: 'general-1', categoryId: 1236, group: 'general' },
  { section: 'general-2', categoryId: 2683, group: 'general' },
  { section: 'general-3', categoryId: 2684, group: 'general' },
  { section: 'general-4', categoryId: 2685, group: 'general' },
  { section: 'coding-aux', categoryId: 1181, group: 'devices' },
  { section: 'talent-aux', categoryId: 2200, group: 'devices' },
  { section: 'ig-aux-1', categoryId: 2201, group: 'devices' },
  { section: 'ig-aux-2', categoryId: 2202, group: 'devices' },
  { section: 'tablet', categoryId: 2701, group: 'devices' },
  { section: 'smart-pen', categoryId: 2702, group: 'devices' },
  { section: 'solar-1', categoryId: 2703, group: 'devices' },
  { section: 'solar-2', categoryId: 2704, group: 'devices' },
];

export const SECTION_CATEGORY_IDS: readonly number[] = SECTIONS.map((s) => s.categoryId);

/** The banner a section shows until staff give it one of their own (drawn by the shop). */
export const sectionBannerOf = (section: string) => `/banners/${encodeURIComponent(section)}.svg`;

export function sectionByName(name: string): SectionDef | undefined {
  return SECTIONS.find((s) => s.section === name);
}

export function sectionByCategoryId(categoryId: number): SectionDef | undefined {
  return SECTIONS.find((s) => s.categoryId === categoryId);
}
