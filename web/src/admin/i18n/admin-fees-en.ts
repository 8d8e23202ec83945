import type { Messages } from '../../i18n/text-namespace.ts';
import type { adminFeesKo } from './admin-fees-ko.ts';

export const adminFeesEn: Messages<typeof adminFeesKo> = {
  title: 'Selling seasons and delivery fees',
  fee: {
    title: 'Delivery fee',
    domestic: 'Domestic parcel fee (won)',
    help: 'Charged on orders that use no free-delivery benefit. A change applies to the next price and order; orders already placed keep the fee they paid.',
    save: 'Save the fee',
    saving: 'Saving…',
    saved: 'The delivery fee is now {{fee}} won.',
  },
  seasons: {
    title: 'Selling seasons',
    help: 'Each student gets one free delivery per enrolled brand and season. Every brand uses the same season calendar.',
    year: 'Year',
    yearOption: '{{year}}',
    colName: 'Season',
    colStart: 'First day',
    colEnd: 'Last day',
    colState: 'State',
    open: 'Change the dates of {{name}}',
  },
  state: { past: 'Past', current: 'Current', upcoming: 'Upcoming' },
  drawer: {
    title: '{{name}}',
    startDate: 'First day',
    endDate: 'Last day (included)',
    help: "Moving the first day moves the previous season's last day with it, and moving the last day moves the next season's first day, so the calendar has no gaps or overlaps. Days already past cannot change.",
    pastHelp: 'This season has ended; its dates cannot change.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Close',
    saved: 'Saved.',
    unchanged: 'No date was changed.',
    moved: '{{name}}: {{start}} – {{end}}',
  },
};
