import type { FastifyInstance } from 'fastify';
import {
  adminSearchMisses,
  adminSynonymDelete,
  adminSynonymList,
  adminSynonymSave,
} from '@shop/contract/admin-search.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { SearchAdminService } from './search-admin-service.ts';

/** Search tuning in the back office (issue 22 item 6), after `installAdmin`. */
export function searchAdminRoutes(app: FastifyInstance, search: SearchAdminService): void {
  staffRoute(app, adminSynonymList, 'catalog.manage', async () => search.synonyms());

  staffRoute(app, adminSynonymSave, 'catalog.manage', async ({ body, request }) => ({
    data: await search.saveSynonym(auditActorOf(request), body.synonymId, body.terms),
  }));

  staffRoute(app, adminSynonymDelete, 'catalog.manage', async ({ body, request }) =>
    search.deleteSynonym(auditActorOf(request), body.synonymId),
  );

  staffRoute(app, adminSearchMisses, 'catalog.manage', async ({ query }) =>
    search.misses(query.from, query.to),
  );
}
