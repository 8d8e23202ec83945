import type { FastifyInstance } from 'fastify';
import {
  adminCategoryList,
  adminProductDetail,
  adminProductList,
  adminProductSaleStatus,
  adminProductSave,
} from '@shop/contract/admin-products.ts';
import { adminSectionList, adminSectionSave } from '@shop/contract/admin-sections.ts';
import {
  adminCategoryDelete,
  adminCategoryRuleSave,
  adminCategorySave,
  adminCategoryTree,
} from '@shop/contract/admin-categories.ts';
import { adminProductCover, adminSectionBanner } from '@shop/contract/admin-images.ts';
import {
  adminProductCsvApply,
  adminProductCsvExport,
  adminProductCsvPreview,
} from '@shop/contract/admin-product-csv.ts';
import { FileAnswer } from '../../http/route.ts';
import { seoulCompactTime } from '../../lib/seoul-time.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ProductAdminService } from './product-admin-service.ts';
import type { ProductCsvService } from './product-csv-service.ts';
import type { CategoryAdminService } from './category-admin-service.ts';
import type { ImageAdminService } from './image-admin-service.ts';
import type { SectionAdminService } from './section-admin-service.ts';

/** Products and the sections' headers in the back office (issue 19 §2, §3), after `installAdmin`. */
export function adminProductRoutes(
  app: FastifyInstance,
  {
    products,
    sections,
    categories,
    images,
    csv,
    catalog,
  }: {
    products: ProductAdminService;
    sections: SectionAdminService;
    categories: CategoryAdminService;
    images: ImageAdminService;
    csv: ProductCsvService;
    catalog: CatalogService;
  },
): void {
  staffRoute(app, adminProductList, 'catalog.manage', async ({ query }) => products.list(query));

  staffRoute(app, adminProductCsvExport, 'catalog.manage', async ({ query }) => {
    const body = await csv.exportCsv(query);
    const stamp = seoulCompactTime(new Date()).slice(0, 12);
    return new FileAnswer(body, 'text/csv; charset=utf-8', `products-${stamp}.csv`);
  });

  staffRoute(app, adminProductCsvPreview, 'catalog.manage', async ({ body }) => ({
    data: await csv.preview(Buffer.from(body.contentBase64, 'base64'), body.encoding),
  }));

  staffRoute(app, adminProductCsvApply, 'catalog.manage', async ({ body, request }) => ({
    data: await csv.apply(
      auditActorOf(request),
      Buffer.from(body.contentBase64, 'base64'),
      body.encoding,
    ),
  }));

  staffRoute(app, adminCategoryList, 'catalog.manage', async () => {
    const directory = await catalog.categories();
    return {
      list: directory.all().map((c) => ({
        categoryId: c.categoryId,
        parentId: c.parentId,
        rootId: c.rootId,
        name: c.name,
        fullName: c.fullName,
        depth: c.depth,
        leaf: c.leaf,
        productCount: directory.productCount(c.categoryId),
      })),
    };
  });

  staffRoute(app, adminProductDetail, 'catalog.manage', async ({ query }) => ({
    data: await products.detail(query.productId),
  }));

  staffRoute(app, adminProductSave, 'catalog.manage', async ({ body, request }) => ({
    data: await products.save(auditActorOf(request), body.productId, body.fields),
  }));

  staffRoute(app, adminProductSaleStatus, 'catalog.manage', async ({ body, request }) => ({
    data: await products.setSaleStatus(auditActorOf(request), body.productId, body.saleStatus),
  }));

  staffRoute(app, adminSectionList, 'catalog.manage', async () => sections.list());

  staffRoute(app, adminSectionSave, 'catalog.manage', async ({ body, request }) => ({
    data: await sections.save(auditActorOf(request), body.section, body.title, body.description),
  }));

  staffRoute(app, adminCategoryTree, 'catalog.manage', async () => categories.tree());

  staffRoute(app, adminCategorySave, 'catalog.manage', async ({ body, request }) => ({
    data: await categories.save(auditActorOf(request), body.categoryId, body.fields),
  }));

  staffRoute(app, adminCategoryDelete, 'catalog.manage', async ({ body, request }) => {
    await categories.remove(auditActorOf(request), body.categoryId);
    return { ok: true as const };
  });

  staffRoute(app, adminCategoryRuleSave, 'catalog.manage', async ({ body, request }) => ({
    data: await categories.saveRule(auditActorOf(request), body.categoryId, {
      ruleTexts: body.ruleTexts,
      denyMsgOverride: body.denyMsgOverride,
    }),
  }));

  staffRoute(app, adminProductCover, 'catalog.manage', async ({ body, request }) => ({
    data: await images.setCover(auditActorOf(request), body.productId, body.contentBase64),
  }));

  staffRoute(app, adminSectionBanner, 'catalog.manage', async ({ body, request }) => ({
    data: await images.setBanner(auditActorOf(request), body.section, body.contentBase64),
  }));
}
