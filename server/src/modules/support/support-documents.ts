import {
  SUPPORT_KINDS,
  UNITS_PER_REVIEW,
  type SupportBookEntry,
} from '@shop/contract/support-downloads.ts';
import { PDF_MARGIN, bullets, heading, paragraph, renderPdf, type Pdf } from './korean-pdf.ts';
import type { PolicyDocument } from './policy-texts.ts';
import { unitOf } from './support-book-units.ts';

/** The date the demo documents carry, so a file renders the same every time. */
const ISSUED = new Date('2024-12-16T00:00:00+09:00');

export function renderPolicyPdf(policy: PolicyDocument): Promise<Buffer> {
  return renderPdf(
    {
      title: `${policy.title} (${policy.version} 시행)`,
      createdAt: new Date(`${policy.version}T00:00:00+09:00`),
    },
    (doc) => {
      doc.font('kr-bold').fontSize(20).fillColor('#0f172a').text(policy.title, { align: 'center' });
      doc.moveDown(0.3);
      doc
        .font('kr')
        .fontSize(10)
        .fillColor('#475569')
        .text(`시행일 ${policy.version}`, { align: 'center' });
      doc.moveDown(0.8);
      heading(doc, '개정 내용', 11);
      bullets(doc, policy.changes);
      for (const section of policy.sections) {
        heading(doc, section.heading, 11.5);
        for (const p of section.paragraphs ?? []) paragraph(doc, p);
        if (section.items) bullets(doc, section.items);
      }
    },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

function table(
  doc: Pdf,
  headers: readonly string[],
  rows: readonly string[][],
  widths: readonly number[],
): void {
  const x0 = PDF_MARGIN;
  const rowHeight = 24;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = x0;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 80;
      doc.rect(x, y, w, rowHeight).strokeColor('#cbd5e1').lineWidth(0.6).stroke();
      doc
        .font(bold ? 'kr-bold' : 'kr')
        .fontSize(10)
        .fillColor('#1e293b')
        .text(cell, x + 6, y + 6, { width: w - 12, lineBreak: false });
      x += w;
    });
    doc.x = x0;
    doc.y = y + rowHeight;
  };
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.6);
}

function answerLines(doc: Pdf, count: number, prompt: (i: number) => string): void {
  for (let i = 1; i <= count; i++) {
    doc
      .font('kr')
      .fontSize(10.5)
      .fillColor('#1e293b')
      .text(`${i}. ${prompt(i)}`, { lineGap: 2 });
    const y = doc.y + 14;
    doc
      .moveTo(PDF_MARGIN + 14, y)
      .lineTo(doc.page.width - PDF_MARGIN, y)
      .strokeColor('#94a3b8')
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 8;
  }
}

function drawBookFile(doc: Pdf, entry: SupportBookEntry): void {
  const unit = unitOf(entry.unit);
  switch (entry.kind) {
    case 'worksheet':
      heading(doc, `Unit ${pad(entry.unit)} · ${unit.theme}`, 13);
      paragraph(
        doc,
        '본문을 다시 읽고 물음에 영어로 답하세요. 모르는 단어는 단어장에서 찾아보세요.',
      );
      answerLines(doc, 8, (i) =>
        i <= 6
          ? `Write a sentence with the word "${unit.words[i - 1]![0]}".`
          : `What did you learn about "${unit.theme}"? Write ${i - 5} more sentence(s).`,
      );
      break;
    case 'vocabulary':
      heading(doc, `Unit ${pad(entry.unit)} · ${unit.theme} 단어장`, 13);
      paragraph(doc, '단어와 뜻을 소리 내어 읽고, 예문 칸에 직접 문장을 만들어 써 보세요.');
      table(
        doc,
        ['번호', '단어', '뜻', '나의 예문'],
        unit.words.map(([word, meaning], i) => [String(i + 1), word, meaning, '']),
        [40, 110, 110, 223],
      );
      break;
    case 'answer':
      heading(doc, `Unit ${pad(entry.unit)} · ${unit.theme} 정답 및 예시 답안`, 13);
      paragraph(
        doc,
        '서술형 문항은 예시 답안입니다. 단어를 바르게 사용했다면 정답으로 인정합니다.',
      );
      bullets(
        doc,
        unit.words.map(
          ([word, meaning], i) =>
            `${i + 1}. ${word} (${meaning}) - I can use the word "${word}" in a sentence.`,
        ),
      );
      break;
    case 'test': {
      const first = entry.unit - UNITS_PER_REVIEW + 1;
      heading(doc, `리뷰 테스트 · Unit ${pad(first)}-${pad(entry.unit)}`, 13);
      paragraph(doc, '다음 단어의 뜻을 우리말로 쓰세요. (각 5점)');
      const words = Array.from({ length: UNITS_PER_REVIEW }, (_, k) =>
        unitOf(first + k).words.slice(0, 5),
      ).flat();
      answerLines(doc, words.length, (i) => words[i - 1]![0]);
      break;
    }
    case 'handout':
      heading(doc, `${entry.level} 핸드아웃 ${pad(entry.unit)} · ${entry.topic ?? ''}`, 13);
      heading(doc, '핵심 정리', 11);
      bullets(doc, [
        `'${entry.topic ?? ''}'의 뜻과 쓰임을 예문과 함께 익힙니다.`,
        '수업 시간에 배운 규칙을 표로 정리하고, 틀리기 쉬운 부분을 표시해 두세요.',
        '예문을 세 번씩 소리 내어 읽은 뒤 빈칸 문제를 풀어 보세요.',
      ]);
      heading(doc, '연습 문제', 11);
      answerLines(
        doc,
        5,
        (i) => `'${entry.topic ?? ''}'을(를) 사용하여 문장 ${i}을(를) 완성하세요.`,
      );
      break;
  }
}

export function renderSupportBookPdf(entry: SupportBookEntry): Promise<Buffer> {
  return renderPdf(
    { title: entry.name, subject: `어학원 학습자료 ${entry.cate}`, createdAt: ISSUED },
    (doc) => {
      doc
        .font('kr')
        .fontSize(9)
        .fillColor('#64748b')
        .text(`어학원 학습자료 · ${entry.level} · ${SUPPORT_KINDS[entry.kind]}`);
      doc.moveDown(0.3);
      doc.font('kr-bold').fontSize(18).fillColor('#0f172a').text(entry.name);
      doc.moveDown(0.2);
      doc
        .font('kr')
        .fontSize(10)
        .fillColor('#1e293b')
        .text('이름: ____________________     반: ____________     날짜: ____________');
      doc.moveDown(0.4);
      drawBookFile(doc, entry);
      doc.moveDown(1);
      doc
        .font('kr')
        .fontSize(8.5)
        .fillColor('#64748b')
        .text(
          '이 자료는 (주)아카데미북스의 학습 지원 자료로, 재원생의 학습 목적으로만 사용할 수 있습니다.',
        );
    },
  );
}
