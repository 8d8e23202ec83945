import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { managementPages } from './management-pages.ts';
import { AddressBookStore, addressProblem, cleanInput } from './saved-addresses.ts';

/** The shop identifies itself with this key (ADDRESS_BOOK_API_KEY on both sides). */
const DEFAULT_API_KEY = 'dev-only-secret-change-me';

/**
 * The parent company's address book (INTEGRATIONS.md §3). Server to server, the shop presents its
 * API key and names the member in the path (it holds no token of the parent company for the
 * member: the sign-in token is one-time). People manage their addresses on the `/manage` pages.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const apiKey = process.env.ADDRESS_BOOK_API_KEY ?? DEFAULT_API_KEY;
  const store = new AddressBookStore();
  const faults = new FaultPlan();
  faults.install(app, { onReset: () => store.reset() });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/')) return;
    if (request.headers['x-api-key'] !== apiKey) {
      return reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'bad api key' } });
    }
  });

  const memberIdOf = (raw: string, reply: FastifyReply): number | null => {
    const memberId = Number(raw);
    if (Number.isInteger(memberId) && memberId > 0) return memberId;
    void reply.status(400).send({ error: { code: 'BAD-MEMBER', message: 'member id' } });
    return null;
  };

  app.get<{ Params: { memberId: string } }>(
    '/api/members/:memberId/addresses',
    async (request, reply) => {
      const memberId = memberIdOf(request.params.memberId, reply);
      if (memberId === null) return reply;
      return { list: store.list(memberId) };
    },
  );

  app.get<{ Params: { memberId: string; deliveryId: string } }>(
    '/api/members/:memberId/addresses/:deliveryId',
    async (request, reply) => {
      const memberId = memberIdOf(request.params.memberId, reply);
      if (memberId === null) return reply;
      const found = store.find(memberId, Number(request.params.deliveryId));
      if (!found) {
        return reply
          .status(404)
          .send({ error: { code: 'NO-ADDRESS', message: '등록되지 않은 배송지입니다.' } });
      }
      return { data: found };
    },
  );

  app.post<{ Params: { memberId: string }; Body: Record<string, unknown> | undefined }>(
    '/api/members/:memberId/addresses',
    async (request, reply) => {
      const memberId = memberIdOf(request.params.memberId, reply);
      if (memberId === null) return reply;
      const body = request.body ?? {};
      const problem = addressProblem(body);
      if (problem) {
        return reply.status(400).send({ error: { code: 'BAD-ADDRESS', ...problem } });
      }
      const saved = store.add(memberId, cleanInput(body));
      if (saved === 'full') {
        return reply.status(409).send({
          error: { code: 'TOO-MANY', message: '배송지는 20개까지 등록할 수 있습니다.' },
        });
      }
      return reply.status(201).send({ data: saved });
    },
  );

  managementPages(app, store, options.shopUrl);
};

export const addressBookSimulator: SimulatorPlugin = {
  prefix: 'address-book',
  title: '크레버스 배송지 관리 (주소록)',
  plugin,
};
