import type { FastifyPluginAsync } from 'fastify';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { escapeHtml } from '../sso/login-page.ts';
import { FaultPlan } from '../fault-plan.ts';
import { demoRecords, type MemberRecord } from './demo-records.ts';

/** The shop identifies itself with this key (CLASS_RECORDS_API_KEY on both sides). */
const DEFAULT_API_KEY = 'dev-only-secret-change-me';

/**
 * The academy's class records over HTTP (INTEGRATIONS.md §2): per member the students, the
 * access list, the institute flag, and per student the lectures with their materials.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app) => {
  const apiKey = process.env.CLASS_RECORDS_API_KEY ?? DEFAULT_API_KEY;
  let records = demoRecords();
  /** Smart books a student opened in class (`${stdId}:${productId}`); none at the start. */
  const usedEbooks = new Set<string>();
  const faults = new FaultPlan();
  faults.install(app, {
    onReset: () => {
      records = demoRecords();
      usedEbooks.clear();
    },
  });
  const knownStudent = (stdId: number) =>
    records.some((r) => r.account.stdId === stdId || r.students.some((s) => s.stdId === stdId));

  const byMemberId = (memberId: number) => records.find((r) => r.memberId === memberId);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/')) return;
    if (request.headers['x-api-key'] !== apiKey) {
      return reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'bad api key' } });
    }
  });

  app.get<{ Params: { memberId: string } }>('/api/members/:memberId', async (request, reply) => {
    const record = byMemberId(Number(request.params.memberId));
    if (!record)
      return reply.status(404).send({ error: { code: 'NO-MEMBER', message: 'unknown member' } });
    const { lectures: _lectures, ...member } = record;
    return { data: member };
  });

  app.get<{ Params: { memberId: string }; Querystring: { stdId?: string } }>(
    '/api/members/:memberId/lectures',
    async (request, reply) => {
      const record = byMemberId(Number(request.params.memberId));
      if (!record)
        return reply.status(404).send({ error: { code: 'NO-MEMBER', message: 'unknown member' } });
      const stdId = request.query.stdId ? Number(request.query.stdId) : undefined;
      const list = record.lectures.filter((l) => stdId === undefined || l.cdi.stdId === stdId);
      return { list };
    },
  );

  /** The member that signs in as this student: its own account, else the parent or institute. */
  app.get<{ Params: { stdId: string } }>('/api/students/:stdId', async (request, reply) => {
    const stdId = Number(request.params.stdId);
    const own = records.find((r) => r.account.stdId === stdId);
    const guardian = records.find((r) => r.students.some((s) => s.stdId === stdId));
    const record = own ?? guardian;
    if (!record)
      return reply.status(404).send({ error: { code: 'NO-STUDENT', message: 'unknown student' } });
    return { data: { stdId, memberId: record.memberId } };
  });

  /** Whether the student opened each smart book in class (a used one cannot be refunded). */
  app.get<{ Params: { stdId: string }; Querystring: { productId?: string | string[] } }>(
    '/api/students/:stdId/ebook-usage',
    async (request, reply) => {
      const stdId = Number(request.params.stdId);
      if (!knownStudent(stdId))
        return reply
          .status(404)
          .send({ error: { code: 'NO-STUDENT', message: 'unknown student' } });
      const raw = request.query.productId ?? [];
      const ids = (Array.isArray(raw) ? raw : [raw]).map(Number).filter(Number.isInteger);
      return {
        list: ids.map((productId) => ({
          productId,
          used: usedEbooks.has(`${stdId}:${productId}`),
        })),
      };
    },
  );

  /** Marks a smart book as opened in class by a student (or not, with `used: false`). */
  app.post<{ Body: { stdId?: number; productId?: number; used?: boolean } }>(
    '/_control/ebook-usage',
    async (request, reply) => {
      const { stdId, productId, used = true } = request.body ?? {};
      if (!Number.isInteger(stdId) || !Number.isInteger(productId))
        return reply.status(400).send({ error: { code: 'BAD', message: 'stdId, productId' } });
      const key = `${stdId}:${productId}`;
      if (used) usedEbooks.add(key);
      else usedEbooks.delete(key);
      return { ok: true };
    },
  );

  /**
   * Changes a member's record the way the academy's office would (tests, demo of PN-409):
   * `account` fields replace the account's, `lectures` its lectures, `remove` deletes the member.
   */
  app.post<{
    Params: { memberId: string };
    Body: {
      account?: Partial<MemberRecord['account']>;
      remove?: boolean;
      accessList?: MemberRecord['accessList'];
      lectures?: MemberRecord['lectures'];
    };
  }>('/_control/members/:memberId', async (request, reply) => {
    const memberId = Number(request.params.memberId);
    const record = byMemberId(memberId);
    if (!record)
      return reply.status(404).send({ error: { code: 'NO-MEMBER', message: 'unknown member' } });
    const body = request.body ?? {};
    if (body.remove) {
      records = records.filter((r) => r.memberId !== memberId);
      return { ok: true };
    }
    if (body.account) record.account = { ...record.account, ...body.account };
    if (body.accessList) record.accessList = body.accessList;
    if (body.lectures) record.lectures = body.lectures;
    return { ok: true };
  });

  app.get('/', async (_request, reply) => {
    const rows = records
      .map(
        (r) =>
          `<tr><td>${r.memberId}</td><td>${escapeHtml(r.account.stdName)}</td><td>${r.account.loginType}${r.isInstituteAccount ? ' (기관)' : ''}</td><td>${r.students.map((s) => `${escapeHtml(s.stdName)}(${s.stdId})`).join(', ') || '-'}</td><td>${r.accessList.map((a) => escapeHtml(a.brchName)).join(', ') || '-'}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ko"><meta charset="utf-8"><title>학사 정보 시뮬레이터</title>` +
          `<h1>학사 정보(반 배정) 시뮬레이터</h1><table border="1" cellpadding="4"><tr><th>회원</th><th>이름</th><th>유형</th><th>학생</th><th>지점</th></tr>${rows}</table></html>`,
      );
  });
};

export const classRecordsSimulator: SimulatorPlugin = {
  prefix: 'class-records',
  title: '학사 정보(학생·지점·강의·교재)',
  plugin,
};
