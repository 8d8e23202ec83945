import type { StaffPermission } from '@shop/contract/admin-permissions.ts';
import type { AdminTextKey } from '../i18n/admin-i18n.ts';

export interface NavItem {
  /** Path under /admin. */
  to: string;
  label: AdminTextKey;
  permission: StaffPermission | null;
  /** A section still being built: the sidebar marks it (none today). */
  coming?: boolean;
}

export interface NavGroup {
  label: AdminTextKey | null;
  items: NavItem[];
}

/**
 * The sidebar, by permission: a role sees the groups it has something to do in.
 */
export const ADMIN_NAV: NavGroup[] = [
  { label: null, items: [{ to: '', label: 'nav.dashboard', permission: null }] },
  {
    label: 'nav.groupSupport',
    items: [
      { to: 'inquiries', label: 'nav.inquiries', permission: 'inquiries.read' },
      { to: 'templates', label: 'nav.templates', permission: 'inquiries.read' },
    ],
  },
  {
    label: 'nav.groupOrders',
    items: [
      { to: 'orders', label: 'nav.orders', permission: 'orders.read' },
      { to: 'notice-templates', label: 'nav.noticeTemplates', permission: 'orders.read' },
    ],
  },
  {
    label: 'nav.groupPayments',
    items: [
      { to: 'payments', label: 'nav.payments', permission: 'payments.read' },
      { to: 'reports', label: 'nav.reports', permission: 'reports.read' },
    ],
  },
  {
    label: 'nav.groupReturns',
    items: [
      { to: 'returns', label: 'nav.returns', permission: 'revokes.read' },
      { to: 'refunds-due', label: 'nav.refundsDue', permission: 'revokes.read' },
    ],
  },
  {
    label: 'nav.groupCatalog',
    items: [
      { to: 'products', label: 'nav.products', permission: 'catalog.manage' },
      { to: 'search', label: 'nav.search', permission: 'catalog.manage' },
      { to: 'sections', label: 'nav.sections', permission: 'catalog.manage' },
      { to: 'categories', label: 'nav.categories', permission: 'catalog.manage' },
      { to: 'fees', label: 'nav.fees', permission: 'fees.manage' },
      { to: 'ems-fees', label: 'nav.emsFees', permission: 'fees.manage' },
      { to: 'holidays', label: 'nav.holidays', permission: 'fees.manage' },
    ],
  },
  {
    label: 'nav.groupContent',
    items: [
      { to: 'banners', label: 'nav.homeBanners', permission: 'content.manage' },
      { to: 'popups', label: 'nav.sitePopups', permission: 'content.manage' },
      { to: 'recommended', label: 'nav.recommended', permission: 'content.manage' },
      { to: 'faq', label: 'nav.faq', permission: 'content.manage' },
      { to: 'faq-categories', label: 'nav.faqCategories', permission: 'content.manage' },
      { to: 'guide', label: 'nav.guideTabs', permission: 'content.manage' },
      { to: 'downloads', label: 'nav.downloads', permission: 'content.manage' },
      { to: 'policies', label: 'nav.policies', permission: 'content.manage' },
      { to: 'site-identity', label: 'nav.siteIdentity', permission: 'content.manage' },
    ],
  },
  {
    label: 'nav.groupManage',
    items: [
      { to: 'staff', label: 'nav.staff', permission: 'staff.manage' },
      { to: 'audit', label: 'nav.audit', permission: 'audit.read' },
      { to: 'records', label: 'nav.records', permission: 'records.manage' },
    ],
  },
];

export function visibleNav(can: (p: StaffPermission) => boolean): NavGroup[] {
  return ADMIN_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.permission === null || can(item.permission)),
  })).filter((group) => group.items.length > 0);
}
