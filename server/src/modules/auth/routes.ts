import type { FastifyInstance } from 'fastify';
import { authStateFetch } from '@shop/contract/auth.ts';
import { route } from '../../http/route.ts';
import type { CatalogService } from '../catalog/service.ts';

/**
 * Auth state for a visitor. Sign-in through the academy SSO (issue 3) replaces the visitor with
 * the session's member; the category access answer is already the server's own rule.
 */
export function authRoutes(app: FastifyInstance, catalog: CatalogService): void {
  route(app, authStateFetch, async ({ body, request }) => {
    const directory = await catalog.categories();
    const asked = body.categoryIds.length
      ? body.categoryIds
      : directory.allRules().map((r) => r.categoryId);
    const accessible = asked.filter((id) => !directory.denyingRule(request.viewer, id));
    return {
      uuid: null,
      authenticated: false,
      memberId: null,
      creverseAddrUrl: null,
      creverseAccount: null,
      creverseAcl: null,
      accessiableCategoryIds: accessible,
      categoryAccessList: directory.allRules().map((r) => ({
        categoryId: r.categoryId,
        denyMsgOverride: r.denyMsgOverride,
        accessControlRule: r.ruleTexts.map((text) => ({ text })),
      })),
    };
  });
}

