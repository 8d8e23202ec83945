import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { html, page } from '../html-page.ts';
import {
  EMS_NATIONS,
  KOREAN_ADDRESSES,
  cities,
  emsFee,
  emsTariff,
  nation,
  searchAddresses,
  states,
  zipCodes,
} from './postcode-data.ts';

const ACCENT = '#0f766e';

/**
 * Postcode and EMS data over HTTP (INTEGRATIONS.md §6): Korean address search and the overseas
 * (EMS) nations, states, cities, zip codes and fees. Public data, so no key (like the postcode
 * services); JSON answers, errors as `{ error: { code, message } }`.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app) => {
  const faults = new FaultPlan();
  faults.install(app);

  const notFound = (reply: FastifyReply, message: string) =>
    reply.status(404).send({ error: { code: 'NO-NATION', message } });

  app.get<{ Querystring: { q?: string; page?: string; size?: string } }>(
    '/api/addresses',
    async (request, reply) => {
      const q = (request.query.q ?? '').trim();
      if (q.length < 2 || q.length > 80) {
        return reply
          .status(400)
          .send({ error: { code: 'BAD-QUERY', message: '검색어를 2자 이상 입력하세요.' } });
      }
      const pageNo = Math.max(1, Number(request.query.page ?? 1) || 1);
      const size = Math.min(50, Math.max(1, Number(request.query.size ?? 10) || 10));
      const found = searchAddresses(q);
      return {
        list: found.slice((pageNo - 1) * size, pageNo * size),
        totalCount: found.length,
        page: pageNo,
      };
    },
  );

  app.get('/api/ems/nations', async () => ({ list: EMS_NATIONS }));

  app.get<{ Params: { nationCd: string } }>(
    '/api/ems/nations/:nationCd/states',
    async (request, reply) => {
      if (!nation(request.params.nationCd)) return notFound(reply, 'unknown nation');
      return { list: states(request.params.nationCd) };
    },
  );

  app.get<{ Params: { nationCd: string }; Querystring: { state?: string } }>(
    '/api/ems/nations/:nationCd/cities',
    async (request, reply) => {
      if (!nation(request.params.nationCd)) return notFound(reply, 'unknown nation');
      return { list: cities(request.params.nationCd, request.query.state ?? '') };
    },
  );

  app.get<{ Params: { nationCd: string }; Querystring: { state?: string; city?: string } }>(
    '/api/ems/nations/:nationCd/zipcodes',
    async (request, reply) => {
      if (!nation(request.params.nationCd)) return notFound(reply, 'unknown nation');
      const { state = '', city = '' } = request.query;
      return { list: zipCodes(request.params.nationCd, state, city) };
    },
  );

  app.get<{ Querystring: { nationCd?: string; premiumCd?: string; weight?: string } }>(
    '/api/ems/fee',
    async (request, reply) => {
      const target = nation(request.query.nationCd ?? '');
      if (!target) return notFound(reply, 'unknown nation');
      const grams = Number(request.query.weight);
      const premiumCd = request.query.premiumCd ?? target.premiumCd;
      if (!Number.isInteger(grams) || grams < 0 || (premiumCd !== '31' && premiumCd !== '32')) {
        return reply
          .status(400)
          .send({ error: { code: 'BAD-QUERY', message: 'weight (grams) and premiumCd 31/32' } });
      }
      const answer = emsFee(target, premiumCd, grams);
      if (!answer.ok) {
        const code = target.limited ? 'LIMITED-NATION' : 'OVER-WEIGHT';
        return reply.status(422).send({ error: { code, message: answer.reason } });
      }
      return {
        data: {
          nationCd: target.nationCd,
          premiumCd,
          zone: answer.zone,
          weightGrams: grams,
          chargedGrams: answer.chargedGrams,
          fee: answer.fee,
        },
      };
    },
  );

  /**
   * The whole tariff, as the post publishes it (the data file's shape): per EMS type (31, 32) its
   * name and weight brackets, each with the fee of zones 1-4; a parcel pays the first bracket
   * whose upToGrams is at least its weight.
   */
  app.get('/api/ems/fees', async () => ({ data: emsTariff() }));

  /** The search window a person would see at the postcode service (also linked from the address book). */
  app.get<{ Querystring: { q?: string } }>('/', async (request, reply) => {
    const q = (request.query.q ?? '').trim();
    const found = q.length >= 2 ? searchAddresses(q).slice(0, 30) : [];
    const rows = found.map(
      (a) =>
        html`<tr>
          <td><strong>${a.zonecode}</strong></td>
          <td>
            도로명: ${a.roadAddress} ${a.buildingName ? `(${a.bname}, ${a.buildingName})` : ''}<br />
            <span class="hint">지번: ${a.jibunAddress}</span>
          </td>
        </tr>`,
    );
    return reply.type('text/html; charset=utf-8').send(
      page(
        { title: '우편번호 검색 (시뮬레이터)', accent: ACCENT },
        html`<h1>우편번호 검색</h1>
          <form method="get">
            <label for="q">도로명, 건물명, 지번 또는 우편번호</label>
            <input
              id="q"
              name="q"
              value="${q}"
              placeholder="예) 테헤란로 152, 대치동 은마, 06236"
            />
            <div class="row"><button type="submit">검색</button></div>
          </form>
          ${q && found.length === 0 ? html`<p class="notice">검색 결과가 없습니다.</p>` : ''}
          ${
            found.length
              ? html`<table>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
              : ''
          }
          <p class="hint">
            수록 주소 ${KOREAN_ADDRESSES.length}건 · EMS 국가 ${EMS_NATIONS.length}개 (데모 데이터)
          </p>`,
      ),
    );
  });
};

export const postcodeSimulator: SimulatorPlugin = {
  prefix: 'postcode',
  title: '우편번호 · EMS 해외배송 정보',
  plugin,
};
