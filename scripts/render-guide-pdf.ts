// `npm run guide:pdf`: writes the header's '이용 가이드 PDF' (web/public/files/guide/shop-guide.pdf)
// from its Korean texts (guide-pdf-texts.ts), in the house style of the shop's other PDFs.
// Run it again after the guide's texts change; the file is committed (decision 0253).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GUIDE_PDF_PATH } from '@shop/contract/constants.ts';
import {
  bullets,
  heading,
  paragraph,
  renderPdf,
} from '../server/src/modules/support/korean-pdf.ts';
import { guidePdfKo as guide } from './guide-pdf-texts.ts';

const pairs = (rows: readonly (readonly [string, string])[]) => rows.map(([a, b]) => `${a}: ${b}`);

const pdf = await renderPdf(
  { title: `아카데미 북몰 ${guide.title}`, createdAt: new Date('2026-11-25T00:00:00+09:00') },
  (doc) => {
    doc.font('kr-bold').fontSize(20).fillColor('#0f172a').text(`아카데미 북몰 ${guide.title}`, {
      align: 'center',
    });
    const [member, order, delivery, returns] = guide.tabs;
    heading(doc, member, 14);
    heading(doc, guide.member.joinTitle);
    bullets(doc, guide.member.join);
    heading(doc, guide.member.typesTitle);
    bullets(doc, pairs(guide.member.types));
    heading(doc, guide.member.childrenTitle);
    bullets(doc, guide.member.children);
    heading(doc, guide.member.infoTitle);
    bullets(doc, guide.member.info);
    heading(doc, order, 14);
    heading(doc, guide.order.stepsTitle);
    bullets(doc, pairs(guide.order.steps));
    heading(doc, guide.order.paymentTitle);
    bullets(doc, pairs(guide.order.payments));
    heading(doc, guide.order.rulesTitle);
    bullets(doc, guide.order.rules);
    heading(doc, guide.order.freeTitle);
    bullets(doc, guide.order.free);
    heading(doc, delivery, 14);
    heading(doc, guide.delivery.stepsTitle);
    bullets(doc, pairs(guide.delivery.steps));
    paragraph(doc, guide.delivery.cancelRule);
    heading(doc, guide.delivery.timeTitle);
    bullets(doc, guide.delivery.times);
    heading(doc, returns, 14);
    heading(doc, guide.returns.periodTitle);
    bullets(doc, guide.returns.period);
    heading(doc, guide.returns.refundTitle);
    bullets(doc, pairs(guide.returns.refunds));
    heading(doc, guide.returns.howTitle);
    bullets(doc, guide.returns.how);
  },
);
const out = new URL(`../web/public${GUIDE_PDF_PATH}`, import.meta.url).pathname;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, pdf);
console.log(`${out}: ${pdf.length} bytes`);
