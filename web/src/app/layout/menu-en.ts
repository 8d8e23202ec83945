import type { MenuMessages } from './menu-i18n.ts';

export const menuEn: MenuMessages = {
  siteMap: {
    title: 'All menus',
    support: 'Support',
    faq: 'FAQ',
    guide: 'Guide',
    claim: '1:1 inquiry',
    mypage: 'My page',
    billing: 'Billing list',
    cart: 'Cart',
    orders: 'Orders & delivery',
    revokes: 'Cancels & returns',
    mp3: 'MP3 materials',
    book: 'Institute materials',
  },
  mobileMenu: {
    title: 'Menu',
    greeting: '{{name}}',
    guest: 'Sign in to order materials.',
    shortcuts: 'Shortcuts',
    orderList: 'Orders',
    revokeList: 'Cancels & returns',
    claimList: '1:1 inquiries',
    sections: 'Categories',
    familySites: 'Family sites',
  },
  policy: {
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    version: 'Effective date',
    noPdf: 'This browser cannot show PDF files. Please download the file with the link below.',
    download: 'Download PDF ({{version}})',
    frameTitle: '{{title}} (effective {{version}})',
    upcoming: '{{version}} (upcoming)',
    loadFailed: 'The list of documents could not be loaded.',
  },
};
