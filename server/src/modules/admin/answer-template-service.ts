import { InquiryAdminMessage, type AnswerTemplate } from '@shop/contract/admin-inquiries.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isClaimCategory } from '../support/claim-categories.ts';
import { inTransaction, withAudit, type AuditActor } from './audit-log.ts';
import * as repo from './answer-template-repository.ts';

export interface TemplateInput {
  answerTemplateId?: number | undefined;
  title: string;
  categoryName: string | null;
  body: string;
}

const snapshot = (row: { title: string; categoryName: string | null; body: string }) => ({
  title: row.title,
  categoryName: row.categoryName,
  body: row.body,
});

/** Reusable answers, kept by customer service; every change is audited. */
export class AnswerTemplateService {
  constructor(private readonly db: Db) {}

  list(): Promise<AnswerTemplate[]> {
    return repo.listTemplates(this.db);
  }

  async save(actor: AuditActor, input: TemplateInput): Promise<AnswerTemplate> {
    if (input.categoryName !== null && !isClaimCategory(input.categoryName)) {
      throw badRequest(InquiryAdminMessage.categoryUnknown, 'categoryName');
    }
    const values = {
      title: input.title,
      categoryName: input.categoryName,
      body: input.body.replace(/\r\n?/g, '\n'),
      staffId: actor.staffId,
    };
    return inTransaction(this.db, async (tx) => {
      let id = input.answerTemplateId;
      if (id === undefined) {
        id = await repo.insertTemplate(tx, values);
        await withAudit(
          tx,
          actor,
          'answerTemplate.create',
          { type: 'answer_template', id },
          null,
          snapshot(values),
        );
      } else {
        const before = await repo.lockTemplate(tx, id);
        if (!before) throw notFound(InquiryAdminMessage.templateNotFound);
        await repo.updateTemplate(tx, id, values);
        await withAudit(
          tx,
          actor,
          'answerTemplate.update',
          { type: 'answer_template', id },
          snapshot(before),
          snapshot(values),
        );
      }
      return (await repo.listTemplates(tx, id))[0]!;
    });
  }

  async remove(actor: AuditActor, answerTemplateId: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.lockTemplate(tx, answerTemplateId);
      if (!before) throw notFound(InquiryAdminMessage.templateNotFound);
      await repo.deleteTemplate(tx, answerTemplateId);
      await withAudit(
        tx,
        actor,
        'answerTemplate.delete',
        { type: 'answer_template', id: answerTemplateId },
        snapshot(before),
        null,
      );
    });
  }
}
