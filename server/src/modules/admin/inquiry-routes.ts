import type { FastifyInstance } from 'fastify';
import {
  answerTemplateDelete,
  answerTemplateList,
  answerTemplateSave,
  inquiryAnswer,
  inquiryDetail,
  inquiryQueue,
} from '@shop/contract/admin-inquiries.ts';
import { roleAllows } from '@shop/contract/admin-permissions.ts';
import type { AnswerTemplateService } from './answer-template-service.ts';
import { auditActorOf } from './audit-log.ts';
import type { InquiryAdminService } from './inquiry-service.ts';
import { staffOf } from './staff-session-hook.ts';
import { staffRoute } from './staff-route.ts';

/** The 1:1 inquiry queue, answers and answer templates of the back office. */
export function inquiryRoutes(
  app: FastifyInstance,
  inquiries: InquiryAdminService,
  templates: AnswerTemplateService,
): void {
  staffRoute(app, inquiryQueue, 'inquiries.read', async ({ query }) =>
    inquiries.queue({ status: query.status, categoryName: query.categoryName }, query.page),
  );

  staffRoute(app, inquiryDetail, 'inquiries.read', async ({ query, request }) => ({
    data: await inquiries.detail(
      auditActorOf(request),
      query.claimWebSiteId,
      roleAllows(staffOf(request).role, 'personalData.view'),
    ),
  }));

  staffRoute(app, inquiryAnswer, 'inquiries.answer', async ({ body, request }) => ({
    data: await inquiries.answer(auditActorOf(request), body),
  }));

  staffRoute(app, answerTemplateList, 'inquiries.read', async () => ({
    list: await templates.list(),
  }));

  staffRoute(app, answerTemplateSave, 'answerTemplates.manage', async ({ body, request }) => ({
    data: await templates.save(auditActorOf(request), body),
  }));

  staffRoute(app, answerTemplateDelete, 'answerTemplates.manage', async ({ body, request }) => {
    await templates.remove(auditActorOf(request), body.answerTemplateId);
    return { data: { answerTemplateId: body.answerTemplateId } };
  });
}
