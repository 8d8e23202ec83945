import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';
import { errorPage, loginPage, type AuthorizeParams } from './login-page.ts';
import { SigningKeys, unsignedToken, type SigningAlg } from './signing-keys.ts';

/** How long a signed sign-in token is valid: long enough to reach the shop, short enough to be useless later. */
const TOKEN_TTL_SECONDS = 300;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The academy's single sign-on (INTEGRATIONS.md §1): an authorize page with its own login screen,
 * tokens signed with the provider's private key (RS256 by default, ES256 on request), and the
 * public keys as JWKS. The issuer is the base URL the caller used to reach it.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const clientId = process.env.SSO_CLIENT_ID ?? 'academy-book-mall';
  const keys = await SigningKeys.create();
  let signingAlg: SigningAlg = 'RS256';
  const faults = new FaultPlan();
  faults.install(app, {
    onReset: () => {
      signingAlg = 'RS256';
    },
    affects: (path) => path.includes('/api/') || path.endsWith('/jwks.json'),
  });
  const shopOrigin = new URL(options.shopUrl).origin;
  const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

  function checkAuthorizeParams(q: Partial<AuthorizeParams>): string | AuthorizeParams {
    if (q.client_id !== clientId) return '등록되지 않은 서비스입니다. (client_id)';
    let target: URL;
    try {
      target = new URL(q.redirect_uri ?? '');
    } catch {
      return '돌아갈 주소가 올바르지 않습니다. (redirect_uri)';
    }
    // A registered client's return address: the shop's own origin (or this machine, in tests).
    if (target.origin !== shopOrigin && !LOOPBACK.has(target.hostname)) {
      return '등록되지 않은 돌아갈 주소입니다. (redirect_uri)';
    }
    if (!q.state || q.state.length > 200) return '요청 정보가 올바르지 않습니다. (state)';
    if (!q.nonce || q.nonce.length > 200) return '요청 정보가 올바르지 않습니다. (nonce)';
    const redirect =
      q.redirect && q.redirect.startsWith('/') && !q.redirect.startsWith('//')
        ? q.redirect
        : undefined;
    return {
      client_id: q.client_id,
      redirect_uri: target.toString(),
      state: q.state,
      nonce: q.nonce,
      redirect,
    };
  }

  function claimsFor(
    member: DemoLogin,
    request: FastifyRequest,
    aud: string,
    nonce: string,
    redirect?: string,
  ): JWTPayload {
    const iat = Math.floor(Date.now() / 1000);
    return {
      iss: base(request),
      aud,
      sub: String(member.memberId),
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
      nonce,
      ...(redirect ? { redirect } : {}),
      loginId: member.loginId,
      name: member.name,
      loginType: member.loginType,
      // a student account's year of birth (the provider knows no more of the date)
      ...(member.birthYear !== undefined ? { birthYear: member.birthYear } : {}),
    };
  }

  app.get('/', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ko"><meta charset="utf-8"><title>SSO 시뮬레이터</title><h1>크레버스 통합 로그인 (시뮬레이터)</h1>` +
          `<ul><li><a href="${app.prefix}/.well-known/openid-configuration">openid-configuration</a></li><li><a href="${app.prefix}/.well-known/jwks.json">JWKS</a></li></ul>` +
          `<p>issuer: <code>${base(request)}</code></p></html>`,
      ),
  );

  app.get('/.well-known/openid-configuration', async (request) => ({
    issuer: base(request),
    authorization_endpoint: `${base(request)}/authorize`,
    jwks_uri: `${base(request)}/.well-known/jwks.json`,
    end_session_endpoint: `${base(request)}/logout`,
    id_token_signing_alg_values_supported: ['RS256', 'ES256'],
  }));

  app.get('/.well-known/jwks.json', async () => keys.jwks());

  app.get<{ Querystring: Partial<AuthorizeParams> }>('/authorize', async (request, reply) => {
    const params = checkAuthorizeParams(request.query);
    reply.type('text/html; charset=utf-8');
    if (typeof params === 'string') return reply.status(400).send(errorPage(params));
    return reply.send(loginPage(`${app.prefix}/authorize`, params));
  });

  app.post<{ Body: Partial<AuthorizeParams> & { loginId?: string; password?: string } }>(
    '/authorize',
    async (request, reply) => {
      const body = request.body ?? {};
      const params = checkAuthorizeParams(body);
      reply.type('text/html; charset=utf-8');
      if (typeof params === 'string') return reply.status(400).send(errorPage(params));
      const member = DEMO_LOGINS.find((m) => m.loginId === body.loginId?.trim());
      if (!member || body.password !== DEMO_PASSWORD) {
        return reply
          .status(401)
          .send(
            loginPage(
              `${app.prefix}/authorize`,
              params,
              '아이디 또는 비밀번호가 올바르지 않습니다.',
            ),
          );
      }
      const jwt = await keys.sign(
        claimsFor(member, request, params.client_id, params.nonce, params.redirect),
        signingAlg,
      );
      const target = new URL(params.redirect_uri);
      target.searchParams.set('jwt', jwt);
      target.searchParams.set('state', params.state);
      return reply.redirect(target.toString(), 303);
    },
  );

  app.get<{ Querystring: { redirect_uri?: string } }>('/logout', async (request, reply) => {
    const target = request.query.redirect_uri;
    if (target && (target.startsWith(shopOrigin) || LOOPBACK.has(new URL(target).hostname))) {
      return reply.redirect(target, 303);
    }
    return reply.type('text/html; charset=utf-8').send(errorPage('로그아웃되었습니다.'));
  });

  /**
   * Developer sign-in of the demo (the shop's /dev-login with DEV_TOOLS=on): a token for a member
   * and a nonce the shop issued, as if that member had used the login screen.
   */
  app.post<{ Body: { memberId?: number; aud?: string; nonce?: string; redirect?: string } }>(
    '/api/dev/token',
    async (request, reply) => {
      const body = request.body ?? {};
      const member = DEMO_LOGINS.find((m) => m.memberId === Number(body.memberId));
      if (!member || body.aud !== clientId || !body.nonce) {
        return reply
          .status(400)
          .send({ error: { code: 'BAD-REQUEST', message: 'unknown member, client or nonce' } });
      }
      return {
        jwt: await keys.sign(
          claimsFor(member, request, body.aud, body.nonce, body.redirect),
          signingAlg,
        ),
      };
    },
  );

  /** Tests: which algorithm later sign-ins use. */
  app.post<{ Body: { alg?: SigningAlg } }>('/_control/algorithm', async (request) => {
    signingAlg = request.body?.alg === 'ES256' ? 'ES256' : 'RS256';
    return { alg: signingAlg };
  });

  /**
   * Tests: a token with chosen claims (defaults as a real sign-in of member 1001), signed by our
   * key, by a foreign key under our key id, or not at all (`alg: none`).
   */
  app.post<{
    Body: {
      claims?: JWTPayload;
      omit?: string[];
      alg?: SigningAlg | 'none';
      signer?: 'own' | 'foreign';
    };
  }>('/_control/mint', async (request) => {
    const body = request.body ?? {};
    const member = DEMO_LOGINS[0]!;
    const payload: JWTPayload = {
      ...claimsFor(member, request, clientId, 'unset'),
      ...(body.claims ?? {}),
    };
    for (const claim of body.omit ?? []) delete payload[claim];
    if (body.alg === 'none') return { jwt: unsignedToken(payload) };
    const alg = body.alg ?? signingAlg;
    const jwt =
      body.signer === 'foreign'
        ? await keys.signWithForeignKey(payload, alg)
        : await keys.sign(payload, alg);
    return { jwt };
  });
};

export const ssoSimulator: SimulatorPlugin = {
  prefix: 'sso',
  title: '크레버스 통합 로그인 (SSO)',
  plugin,
};
