import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html, page, raw, type RawHtml } from '../html-page.ts';
import { searchAddresses, type KoreanAddress } from '../postcode/postcode-data.ts';
import { DEMO_LOGINS } from '../sso/demo-logins.ts';
import {
  addressProblem,
  cleanInput,
  type AddressBookStore,
  type SavedAddress,
} from './saved-addresses.ts';

const ACCENT = '#7c3aed';
const COOKIE = 'ab_member';

/** Road address with the district and building in brackets, as Korean address forms write it. */
export function addr1Of(a: KoreanAddress): string {
  const extra = [a.bname, a.buildingName].filter(Boolean).join(', ');
  return extra ? `${a.roadAddress} (${extra})` : a.roadAddress;
}

/**
 * The address book's own pages (the auth state's creverseAddrUrl points at `/manage`). On the real
 * site the member is signed in there through the parent company's SSO; here the member is picked
 * from the demo logins and remembered in a cookie of this origin.
 */
export function managementPages(app: FastifyInstance, store: AddressBookStore, shopUrl: string) {
  const base = `${app.prefix}/manage`;
  const send = (reply: FastifyReply, body: RawHtml, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(page({ title: '크레버스 배송지 관리', accent: ACCENT }, body));

  const signedIn = (request: FastifyRequest): number | null => {
    const match = /(?:^|;\s*)ab_member=(\d+)/.exec(request.headers.cookie ?? '');
    return match ? Number(match[1]) : null;
  };

  app.get('/', async (_request, reply) => reply.redirect(base, 303));

  app.get<{ Querystring: { memberId?: string; saved?: string } }>(
    '/manage',
    async (request, reply) => {
      const chosen = Number(request.query.memberId);
      if (DEMO_LOGINS.some((m) => m.memberId === chosen)) {
        reply.header(
          'set-cookie',
          `${COOKIE}=${chosen}; Path=${app.prefix}; HttpOnly; SameSite=Lax`,
        );
        return reply.redirect(base, 303);
      }
      const memberId = signedIn(request);
      if (memberId === null) return send(reply, memberPicker(base));
      return send(reply, listPage(base, memberId, store.list(memberId), shopUrl, request.query));
    },
  );

  app.get('/manage/sign-out', async (_request, reply) => {
    reply.header('set-cookie', `${COOKIE}=; Path=${app.prefix}; Max-Age=0`);
    return reply.redirect(base, 303);
  });

  app.get<{ Querystring: Record<string, string> }>('/manage/new', async (request, reply) => {
    if (signedIn(request) === null) return reply.redirect(base, 303);
    return send(reply, formPage(`${base}/new`, 'new', request.query));
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/manage/:id/edit',
    async (request, reply) => {
      const memberId = signedIn(request);
      const found = memberId === null ? undefined : store.find(memberId, Number(request.params.id));
      if (!found) return reply.redirect(base, 303);
      const values = { ...stringValues(found), ...request.query };
      return send(reply, formPage(`${base}/${found.deliveryId}/edit`, 'edit', values));
    },
  );

  app.post<{ Body: Record<string, string> }>('/manage/new', async (request, reply) => {
    const memberId = signedIn(request);
    if (memberId === null) return reply.redirect(base, 303);
    const body = request.body ?? {};
    const problem = addressProblem(body);
    if (problem) return send(reply, formPage(`${base}/new`, 'new', body, problem.message), 400);
    const saved = store.add(memberId, cleanInput(body));
    if (saved === 'full') {
      return send(
        reply,
        formPage(`${base}/new`, 'new', body, '배송지는 20개까지 등록할 수 있습니다.'),
        409,
      );
    }
    return reply.redirect(`${base}?saved=1`, 303);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/manage/:id/edit',
    async (request, reply) => {
      const memberId = signedIn(request);
      if (memberId === null) return reply.redirect(base, 303);
      const body = request.body ?? {};
      const action = `${base}/${request.params.id}/edit`;
      const problem = addressProblem(body);
      if (problem) return send(reply, formPage(action, 'edit', body, problem.message), 400);
      store.update(memberId, Number(request.params.id), cleanInput(body));
      return reply.redirect(`${base}?saved=1`, 303);
    },
  );

  app.post<{ Params: { id: string } }>('/manage/:id/delete', async (request, reply) => {
    const memberId = signedIn(request);
    if (memberId !== null) store.remove(memberId, Number(request.params.id));
    return reply.redirect(base, 303);
  });

  app.post<{ Params: { id: string } }>('/manage/:id/default', async (request, reply) => {
    const memberId = signedIn(request);
    if (memberId !== null) store.makeDefault(memberId, Number(request.params.id));
    return reply.redirect(base, 303);
  });
}

function memberPicker(base: string): RawHtml {
  const rows = DEMO_LOGINS.map(
    (m) =>
      html`<tr>
        <td>${m.name}</td>
        <td><code>${m.loginId}</code></td>
        <td>${m.description}</td>
        <td><a class="button secondary" href="${base}?memberId=${m.memberId}">선택</a></td>
      </tr>`,
  );
  return html`<h1>크레버스 회원 로그인</h1>
    <p class="hint">실제 서비스에서는 크레버스 통합 로그인으로 들어옵니다. 데모 회원을 고르세요.</p>
    <table>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
}

function listPage(
  base: string,
  memberId: number,
  list: SavedAddress[],
  shopUrl: string,
  query: { saved?: string },
): RawHtml {
  const member = DEMO_LOGINS.find((m) => m.memberId === memberId);
  const cards = list.map(
    (a) =>
      html`<section class="notice">
        <strong>${a.deliveryName}</strong>
        ${a.isDefault ? html`<span class="hint">(기본 배송지)</span>` : ''}
        <div>
          ${a.name} · ${a.mobile}${a.mobile2 ? ` · ${a.mobile2}` : ''}${a.tel ? ` · ${a.tel}` : ''}
        </div>
        <div>[${a.zipcode}] ${a.addr1} ${a.addr2}</div>
        ${a.deliveryNote ? html`<div class="hint">배송 메모: ${a.deliveryNote}</div>` : ''}
        <div class="row">
          <a class="button secondary" href="${base}/${a.deliveryId}/edit">수정</a>
          ${a.isDefault ? '' : html`<form method="post" action="${base}/${a.deliveryId}/default"><button class="secondary" type="submit">기본 배송지로</button></form>`}
          <form method="post" action="${base}/${a.deliveryId}/delete">
            <button class="danger" type="submit">삭제</button>
          </form>
        </div>
      </section>`,
  );
  return html`<h1>배송지 관리</h1>
    <p>
      ${member?.name ?? `회원 ${memberId}`} 님의 배송지
      <a class="hint" href="${base}/sign-out">(다른 회원으로)</a>
    </p>
    ${query.saved ? html`<p class="ok" role="status">저장되었습니다.</p>` : ''}
    ${list.length ? cards : html`<p class="notice">등록된 배송지가 없습니다.</p>`}
    <div class="row">
      <a class="button" href="${base}/new">새 배송지 추가</a>
      <a class="button secondary" href="${shopUrl}">북몰로 돌아가기</a>
    </div>`;
}

const FIELDS: [string, string, string][] = [
  ['deliveryName', '배송지명', '예) 우리 집'],
  ['name', '받는 분', ''],
  ['mobile', '휴대폰', '010-0000-0000'],
  ['mobile2', '추가 휴대폰 (선택)', ''],
  ['tel', '전화 (선택)', ''],
  ['addr2', '상세 주소', '동·호수'],
  ['deliveryNote', '배송 메모 (선택)', ''],
];

function formPage(
  action: string,
  mode: 'new' | 'edit',
  values: Record<string, string | undefined>,
  error?: string,
): RawHtml {
  const q = values.q ?? '';
  const found = q.trim().length >= 2 ? searchAddresses(q).slice(0, 10) : [];
  const keep = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...values, ...extra })) if (v) params.set(k, v);
    return `?${params.toString()}`;
  };
  const results = found.map(
    (a) =>
      html`<tr>
        <td>${a.zonecode}</td>
        <td>${addr1Of(a)}<br /><span class="hint">지번 ${a.jibunAddress}</span></td>
        <td>
          <a
            class="button secondary"
            href="${keep({ zipcode: a.zonecode, addr1: addr1Of(a), q: '' })}"
            >선택</a
          >
        </td>
      </tr>`,
  );
  const inputs = FIELDS.map(
    ([name, label, placeholder]) =>
      html`<label for="${name}">${label}</label
        ><input
          id="${name}"
          name="${name}"
          value="${values[name] ?? ''}"
          placeholder="${placeholder}"
        />`,
  );
  return html`<h1>${mode === 'new' ? '새 배송지 추가' : '배송지 수정'}</h1>
    <form method="get">
      <label for="q">주소 검색</label>
      <input id="q" name="q" value="${q}" placeholder="도로명, 건물명, 지번 (예: 대치동 은마)" />
      ${Object.entries(values)
        .filter(([k, v]) => k !== 'q' && v)
        .map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}
      <div class="row"><button class="secondary" type="submit">검색</button></div>
    </form>
    ${q && !found.length ? html`<p class="notice">검색 결과가 없습니다.</p>` : ''}
    ${
      found.length
        ? html`<table>
            <tbody>
              ${results}
            </tbody>
          </table>`
        : ''
    }
    ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
    <form method="post" action="${action}">
      <label for="zipcode">우편번호</label>
      <input id="zipcode" name="zipcode" value="${values.zipcode ?? ''}" readonly />
      <label for="addr1">주소</label>
      <input id="addr1" name="addr1" value="${values.addr1 ?? ''}" readonly />
      ${inputs}
      <label
        ><input
          type="checkbox"
          name="isDefault"
          ${raw(values.isDefault === 'true' || values.isDefault === 'on' ? 'checked' : '')}
        />
        기본 배송지로 설정</label
      >
      <div class="row">
        <button type="submit">저장</button
        ><a class="button secondary" href="${action.replace(/\/(new|\d+\/edit)$/, '')}">취소</a>
      </div>
    </form>`;
}

function stringValues(a: SavedAddress): Record<string, string> {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v === null ? '' : String(v)]));
}
