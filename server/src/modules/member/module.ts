import type { FastifyInstance } from 'fastify';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import { MemberStatistics } from './member-statistics.ts';
import { memberRoutes } from './routes.ts';

/**
 * The my-page statistics (decision 0203). The statistics are a registry on the app: the modules
 * installed after this one give it their counts with `app.memberStatistics.provide`.
 */
export function installMember(app: FastifyInstance, deps: { classRecords: ClassRecords }): void {
  const statistics = new MemberStatistics();
  app.decorate('memberStatistics', statistics);
  memberRoutes(app, { statistics, classRecords: deps.classRecords });
}
