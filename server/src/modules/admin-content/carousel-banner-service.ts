import {
  AdminHomeContentLimits,
  AdminHomeContentMessage,
  type AdminCarouselBanner,
  type AdminCarouselBannerFields,
  type BannerState,
} from '@shop/contract/admin-home-content.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { BANNER_RENDITIONS } from '../../lib/image-upload.ts';
import { seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { storePicture } from '../admin/stored-picture.ts';
import { BANNERS_TAG } from '../home-content/routes.ts';
import * as repo from './home-content-admin-repository.ts';
import type { TagInvalidator } from './faq-admin-service.ts';

/**
 * The home carousel's banners in the back office (issue 19 §4, decision 0431): a picture drawn
 * again like the sections' banners, a link, a place and a period of Seoul days, on or off. Each
 * save is one transaction with its audit row, then drops the cached carousel on every instance.
 */
export class CarouselBannerService {
  constructor(
    private readonly db: Db,
    private readonly cache: TagInvalidator,
    private readonly files: FileStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<{ list: AdminCarouselBanner[] }> {
    const rows = await repo.allBanners(this.db, AdminHomeContentLimits.bannerList);
    const now = this.now();
    return { list: rows.map((r) => viewOf(r, now)) };
  }

  async save(
    actor: AuditActor,
    bannerId: number | null,
    fields: AdminCarouselBannerFields,
    imageBase64: string | null,
  ): Promise<AdminCarouselBanner> {
    if (bannerId === null && imageBase64 === null) {
      throw badRequest(AdminHomeContentMessage.bannerImage, 'imageBase64');
    }
    if (bannerId !== null) {
      // an unknown banner is refused before its picture is drawn and stored
      if (!(await repo.findBanner(this.db, bannerId)))
        throw notFound(AdminHomeContentMessage.bannerNotFound);
    }
    const imageUrl =
      imageBase64 === null
        ? null
        : await storePicture(
            this.files,
            { folder: 'carousel', name: 'banner' },
            imageBase64,
            BANNER_RENDITIONS,
          );
    const values = (current: string): repo.BannerValues => ({
      imageUrl: imageUrl ?? current,
      altText: fields.altText,
      linkUrl: fields.linkUrl,
      sortOrder: fields.sortOrder,
      startsAt: seoulDayStart(fields.startDate),
      endsAt: seoulDayEnd(fields.endDate),
      active: fields.active,
    });
    const saved = await inTransaction(this.db, async (tx) => {
      if (bannerId === null) {
        const row = await repo.insertBanner(tx, values(''));
        await withAudit(tx, actor, 'carouselBanner.create', entity(row), null, audited(row));
        return row;
      }
      const before = await repo.lockBanner(tx, bannerId);
      if (!before) throw notFound(AdminHomeContentMessage.bannerNotFound);
      const row = await repo.updateBanner(tx, bannerId, values(before.imageUrl));
      await withAudit(
        tx,
        actor,
        'carouselBanner.update',
        entity(row),
        audited(before),
        audited(row),
      );
      return row;
    });
    await this.cache.invalidate(BANNERS_TAG);
    return viewOf(saved, this.now());
  }
}

const entity = (row: repo.BannerRow) => ({ type: 'carousel_banner' as const, id: row.bannerId });

function audited(row: repo.BannerRow) {
  return {
    imageUrl: row.imageUrl,
    altText: row.altText,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
    startDate: seoulDate(row.startsAt),
    endDate: seoulDate(new Date(row.endsAt.getTime() - 1)),
    active: row.active,
  };
}

function viewOf(row: repo.BannerRow, now: Date): AdminCarouselBanner {
  const t = now.getTime();
  let state: BannerState;
  if (!row.active) state = 'off';
  else if (row.startsAt.getTime() > t) state = 'scheduled';
  else if (row.endsAt.getTime() <= t) state = 'ended';
  else state = 'showing';
  return { bannerId: row.bannerId, ...audited(row), state };
}
