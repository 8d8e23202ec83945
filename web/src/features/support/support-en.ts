import type { SupportMessages } from './support-i18n.ts';

/** English texts of the customer-support pages: the same keys as support-ko.ts, checked by the type. */
export const supportEn: SupportMessages = {
  common: {
    newWindow: 'new window',
    loadFailed: 'The content could not be loaded.',
    retry: 'Try again',
  },
  centre: {
    title: 'Customer centre',
    hours: 'Weekdays 11:00-20:00 (closed on weekends and holidays)',
    claimTitle: '1:1 inquiry',
    claimBody: 'Leave your question and we answer within one or two business days.',
    claimWrite: 'Ask a question',
    claimList: 'My inquiries',
    guide: 'Shopping guide',
  },
  faq: {
    title: 'Frequently asked questions',
    searchLabel: 'Search the FAQ',
    searchPlaceholder: 'What are you looking for?',
    searchButton: 'Search',
    searchTooShort: 'Please enter at least 2 characters.',
    noResult: 'No results found.',
    resultTitle: "{{count}} results for '{{word}}'",
    notFound: 'Did not find your answer?',
    askClaim: 'Ask a question',
    tabsLabel: 'FAQ categories',
    top10: 'TOP 10',
    question: 'Question',
    answer: 'Answer',
    empty: 'There are no questions yet.',
  },
  claim: {
    listTitle: 'My 1:1 inquiries',
    total: '{{count}} in total',
    inquire: 'Ask a question',
    empty: 'You have no inquiries.',
    question: 'Your question',
    answer: 'Answer',
    answeredAt: 'Answered {{time}}',
    writtenAt: 'Written',
    status: 'Status',
    category: 'Category',
    delete: 'Delete',
    confirmDelete: 'A deleted inquiry cannot be restored. Delete it?',
    answeredNotDeletable: 'An answered inquiry cannot be deleted.',
    statusText: { 답변완료: 'Answered', 답변대기: 'Waiting for an answer' },
    counseling: 'Study counselling at your branch',
  },
  claimWrite: {
    title: 'Write a 1:1 inquiry',
    intro: 'Did not find what you were looking for in the FAQ?',
    faqLink: 'Go to the FAQ',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    titleLabel: 'Title',
    titlePlaceholder: 'Title (up to 100 characters)',
    content: 'Question',
    contentPlaceholder:
      'Describe your question. For an order, add the order number so we can check it faster.',
    count: '{{count}} / {{max}} characters',
    save: 'Save',
    cancel: 'Cancel',
    saving: 'Saving…',
    created: 'Your inquiry was registered. We will answer as soon as possible.',
    notice:
      'You find the answer under My page > 1:1 inquiries. An answered inquiry cannot be deleted.',
  },
  guide: {
    title: 'Shopping guide',
    tabsLabel: 'Guide topics',
    tabs: ['Membership', 'Order and payment', 'Delivery', 'Cancel, return, exchange'],
    member: {
      joinTitle: 'Joining and signing in',
      join: [
        'The shop uses the academy group account; no separate shop sign-up is needed.',
        'Sign-in takes you to the academy sign-in page and back to the page you were on.',
        'Searching, product details, the FAQ and this guide need no sign-in.',
      ],
      typesTitle: 'Account types',
      types: [
        [
          'Parent account',
          'Sees and orders the billed materials and orders of every linked child.',
        ],
        ['Student account', 'Sees and orders own billed materials and orders.'],
        ['Institute account', "Orders for its students and shows the institute's free delivery."],
      ],
      childrenTitle: 'When a child is not shown',
      children: [
        'A child appears once the academy has placed them in a class.',
        'If an enrolled child is missing, ask the branch to link the account.',
      ],
      infoTitle: 'Changing your details',
      info: [
        'Name, phone and password are changed on the academy account site.',
        'Delivery addresses are managed from the address picker of the order form.',
      ],
    },
    order: {
      stepsTitle: 'How to order',
      steps: [
        ['Check billed materials', 'My page > billing lists the materials per child and branch.'],
        ['Cart or buy now', 'Add materials to the cart or buy them at once; 1 to 20 per product.'],
        ['Pay', 'Choose the delivery address and payment method on the order form.'],
      ],
      paymentTitle: 'Payment methods',
      payments: [
        [
          'Card',
          'From 300,000 won a certificate is needed; below that, simple card authentication. A general certificate costs 4,400 won a year.',
        ],
        [
          'Virtual account',
          'Deposit within 5 days; after that the order is cancelled automatically.',
        ],
        ['ARS phone payment', 'You get a number to call and a code valid for 10 days.'],
      ],
      rulesTitle: 'Good to know',
      rules: [
        'Supplementary books are bought together with, or after payment of, the smart book of the same level.',
        'The payment method cannot be changed; cancel a waiting deposit in the order list and order again.',
        'The cart keeps products for 30 days.',
      ],
      freeTitle: 'Free delivery',
      free: [
        'Each brand gives one free paper-book delivery per season (spring Feb-Apr, summer May-Jul, autumn Aug-Oct, winter Nov-Jan).',
        'From the second payment of a season delivery costs 1,500 won whatever the amount; orders of the same day are not merged.',
        'You get as many free deliveries as enrolled brands. Smart books carry no delivery fee.',
      ],
    },
    delivery: {
      stepsTitle: 'Delivery steps',
      steps: [
        ['Order complete', 'The order is received but not paid yet.'],
        [
          'Payment complete',
          'Paid and not shipped yet: a refund (cancel) can be requested at once.',
        ],
        ['Shipping', 'The parcel is on its way with the courier.'],
        ['Delivered', 'You have received the materials.'],
      ],
      cancelRule:
        "An order can be cancelled only while it is 'payment complete'. Once shipped, request a return.",
      timeTitle: 'Dispatch and arrival',
      times: [
        'Paid before 13:00 Monday to Friday: shipped the same day, arriving in 2-3 days.',
        'Paid after 13:00 on Friday: shipped the following Monday.',
        'Nothing ships on weekends and holidays.',
        'Smart books are not shipped; use them in the smart-book app right after payment.',
        'Overseas orders go by EMS; the fee of the country is added to the payment.',
      ],
    },
    returns: {
      periodTitle: 'Returns and exchanges',
      period: [
        'A return or exchange for a change of mind can be requested within 7 days of receiving the goods; the round-trip courier fee of 5,000 won is yours.',
        'Defective or damaged goods, a wrong item and goods not as described can be returned within 3 months of receipt (within 30 days of finding out).',
        'An order not yet shipped can be cancelled within 90 days of payment.',
        'The courier collects returned goods within 4-5 days.',
        'Damaged, defective or wrongly delivered goods are returned at our cost.',
        'An opened or class-used smart book cannot be refunded.',
      ],
      refundTitle: 'When the refund arrives',
      refunds: [
        ['Smart book', 'Card within 3 days, bank within 7 days of the request.'],
        [
          'Paper book',
          'Within 7 days after the goods are collected; card refunds take about 5-10 days, virtual-account refunds are paid within 7 days after the goods arrive.',
        ],
      ],
      howTitle: 'How to request',
      how: [
        'Open the order in My page > orders and choose cancel/return.',
        'Pick the items and quantities; for a virtual-account order enter the refund account.',
        'Follow the progress in My page > cancel/return list.',
      ],
    },
  },
  book: {
    title: 'Academy learning materials',
    notice: [
      'Download worksheets, word lists, answer keys, review tests and handouts of the class books as PDFs.',
      'The materials are for enrolled students only; redistribution and sale are prohibited.',
      'If a file does not open, use a current browser or a PDF reader.',
    ],
    noticeTitle: 'Notice',
    tabsLabel: 'Books',
    count: '{{count}} files',
    name: 'Name',
    kind: 'Type',
    download: 'File download',
    downloadOf: 'Download {{name}} (new window)',
  },
  mp3: {
    title: 'MP3 materials',
    intro:
      'Download the listening audio of the TOEFL books as zip files; track numbers match the question numbers.',
    tracks: '{{count}} tracks',
    download: 'Download',
    downloadOf: 'Download {{name}}',
  },
  counseling: {
    listTitle: 'Study counselling',
    writeTitle: 'Request study counselling',
    intro:
      "Study counselling is held by your child's branch. Request it on the branch's homepage or by phone.",
    branchesTitle: 'Your branches',
    noBranches:
      'No branch is linked. If your child is enrolled, ask the academy to link the account.',
    students: 'Students: {{names}}',
    homepage: '{{branch}} homepage',
    noHomepage: 'No homepage on record; please call the branch.',
    stepsTitle: 'How to request counselling',
    steps: [
      'Find the branch below.',
      "Use the counselling menu of the branch's homepage, or call the branch with a preferred date and time.",
      'The teacher in charge contacts you to confirm.',
    ],
    shopTitle: 'Orders, delivery and refunds',
    shopBody:
      'Questions on ordering, payment, delivery, returns and refunds are answered by the shop.',
    toWrite: 'How to request',
    toList: 'Your branches',
  },
};
