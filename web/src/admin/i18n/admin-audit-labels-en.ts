import type { AdminMessages } from './admin-i18n.ts';

/** English names of the audit log's actions, by area (the audit page and its filters). */
export const auditActionsEn: AdminMessages['actions'] = {
  staff: {
    signIn: 'Sign-in',
    signOut: 'Sign-out',
    passwordChange: 'Password change',
    create: 'Staff added',
    disable: 'Staff disabled',
    enable: 'Staff enabled',
    passwordReset: 'Password reset',
    roleChange: 'Role change',
  },
  order: {
    note: 'Order note',
    prepare: 'Preparing',
    ship: 'Shipped (invoice)',
    deliver: 'Delivered',
    withdrawalException: 'Return allowed outside the period',
  },
  revoke: {
    pickup: 'Collection invoice',
    inspect: 'Received and inspected',
    refund: 'Refund',
    refundRetry: 'Refund retried',
    refundAttempt: 'Card refund requested',
    refundOverride: 'Refund amount changed',
    reject: 'Request rejected',
  },
  synonym: {
    create: 'Synonym group added',
    update: 'Synonym group edited',
    delete: 'Synonym group deleted',
  },
  product: {
    create: 'Product created',
    update: 'Product edited',
    saleStatus: 'Sale status changed',
    cover: 'Cover changed',
  },
  season: {
    update: 'Selling season changed',
  },
  deliveryFee: {
    update: 'Delivery fee changed',
  },
  emsFee: {
    update: 'EMS fee changed',
    import: 'Post EMS tariff applied',
  },
  sitePopup: {
    create: 'Popup created',
    update: 'Popup edited',
  },
  recommended: {
    update: 'Recommended books changed',
  },
  faq: {
    create: 'FAQ entry created',
    update: 'FAQ entry edited',
    delete: 'FAQ entry deleted',
  },
  faqCategory: {
    create: 'FAQ category created',
    update: 'FAQ category changed',
    delete: 'FAQ category deleted',
  },
  carouselBanner: {
    create: 'Home banner created',
    update: 'Home banner changed',
  },
  guideTab: {
    update: 'Guide tab changed',
  },
  section: {
    update: 'Section header changed',
    banner: 'Section banner changed',
  },
  category: {
    create: 'Category added',
    update: 'Category changed',
    delete: 'Category deleted',
    rule: 'Access rule texts changed',
  },
  policy: {
    publish: 'Policy published',
    withdraw: 'Policy withdrawn',
  },
  download: {
    create: 'Download added',
    update: 'Download changed',
    order: 'Downloads reordered',
    delete: 'Download deleted',
  },
  deposit: {
    confirm: 'Manual deposit confirmation',
  },
  holiday: {
    save: 'Holiday saved',
    delete: 'Holiday removed',
  },
  siteIdentity: {
    update: 'Business identity changed',
  },
  inquiry: {
    answer: 'Inquiry answered',
  },
  answerTemplate: {
    create: 'Template added',
    update: 'Template changed',
    delete: 'Template deleted',
  },
  personalData: {
    view: 'Personal data viewed',
  },
  retention: {
    update: 'Retention period changed',
    dryRun: 'Purge dry run',
    purge: 'Records purged',
  },
  member: {
    erase: 'Member data erased',
  },
};

/** English names of what an audit row acted on. */
export const auditEntitiesEn: AdminMessages['entities'] = {
  staff: 'Staff',
  claim: '1:1 inquiry',
  answer_template: 'Answer template',
  audit_log: 'Audit entry',
  order: 'Order',
  payment: 'Payment',
  revoke: 'Cancel/return',
  product: 'Product',
  search_synonym: 'Search synonyms',
  selling_season: 'Selling season',
  delivery_fee: 'Delivery fee',
  ems_fee_rate: 'EMS fee',
  site_popup: 'Site popup',
  recommended_products: 'Recommended books',
  faq_entry: 'FAQ entry',
  faq_category: 'FAQ category',
  carousel_banner: 'Home banner',
  guide_tab: 'Guide tab',
  section: 'Section',
  category: 'Category',
  policy_version: 'Terms and privacy policy',
  support_download: 'Learning download',
  holiday: 'Holiday',
  site_identity: 'Business identity',
  retention_setting: 'Retention period',
  retention_run: 'Purge run',
  member: 'Member',
};
