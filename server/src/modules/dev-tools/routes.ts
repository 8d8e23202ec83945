import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/contract/common.ts';
import {
  DPS_UPLOAD_PATH,
  DpsEncoding,
  devForceLoginToken,
  dpsMappingList,
  type DpsUploadRefusal,
} from '@shop/contract/dev.ts';
import { badRequest, errorBody } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { startSession } from '../auth/routes.ts';
import type { AuthModule } from '../auth/module.ts';
import { safeReturnPath } from '../auth/sign-in-service.ts';
import { parseDpsCsv, type LineError } from './dps-mapping-csv.ts';
import { existingProductIds, listMappings, upsertMappings } from './dps-mapping-repository.ts';

const MAX_FILE_BYTES = 1024 * 1024;

/** The web app's developer pages: with DEV_TOOLS off they answer 404 like any unknown page. */
export const devPagePaths = (provider: string) => [
  '/dev-login',
  `/${provider}/access`,
  `/dev-${provider}-link-test`,
  '/dps-mapping',
];

/**
 * Developer tools (spec 3 'Developer-only pages'), registered only with DEV_TOOLS=on; production
 * refuses to start with it on (config.ts).
 */
export async function devToolsRoutes(app: FastifyInstance, auth: AuthModule): Promise<void> {
  const { config } = app;
  if (!config.devTools) {
    for (const path of devPagePaths(config.provider)) {
      app.get(path, { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send(errorBody(ErrorCode.notFound, '요청한 주소를 찾을 수 없습니다.')),
      );
    }
    return;
  }
  const { signIn, policy } = auth;

  route(app, devForceLoginToken, async ({ request, reply }) => {
    const stdId = Number((request.params as { stdId: string }).stdId);
    if (!Number.isInteger(stdId) || stdId < 1 || stdId > 2_147_483_647) {
      throw badRequest('stdId: 학생 번호는 1 이상의 정수여야 합니다.', 'stdId');
    }
    const { jwt, memberId, bindingToken } = await signIn.devToken(stdId);
    reply.setCookie(
      policy.bindingCookie,
      bindingToken,
      policy.cookieOptions(policy.signInTtlMs / 1000),
    );
    return { jwt, memberId };
  });

  // The academy's site linking into the shop with a token (fixed test forms post here).
  const linkPath = `/api/${config.provider}-link`;
  auth.contextCheckExempt.add(linkPath);
  const link = async (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { accessToken?: string; jwt?: string; redirect?: string },
  ) => {
    const token = params.accessToken ?? params.jwt;
    if (!token) throw badRequest('accessToken: 토큰이 없습니다.', 'accessToken');
    const result = await signIn.complete(token, request.cookies[policy.bindingCookie]);
    await startSession(request, reply, auth, result);
    const target = safeReturnPath(params.redirect) ?? result.redirect ?? '/';
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  };
  app.get<{ Querystring: { accessToken?: string; jwt?: string; redirect?: string } }>(
    linkPath,
    async (request, reply) => link(request, reply, request.query),
  );
  app.post<{ Body: { accessToken?: string; jwt?: string; redirect?: string } }>(
    linkPath,
    async (request, reply) => link(request, reply, request.body ?? {}),
  );

  route(app, dpsMappingList, async () => {
    const list = await listMappings(app.database.db);
    return { list, totalCount: list.length };
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.post(DPS_UPLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
      let bytes: Buffer | undefined;
      let encoding: string | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          bytes = await part.toBuffer();
        } else if (part.fieldname === 'encoding') {
          encoding = String(part.value);
        }
      }
      if (!bytes) throw badRequest('file: CSV 파일을 선택해 주세요.', 'file');
      const chosen = DpsEncoding.find((e) => e === encoding?.toLowerCase());
      if (!chosen) throw badRequest('encoding: EUC-KR 또는 UTF-8을 선택해 주세요.', 'encoding');
      const { rows, errors } = parseDpsCsv(bytes, chosen);
      const known = await existingProductIds(app.database.db, [
        ...new Set(rows.map((r) => r.productId)),
      ]);
      const lineErrors: LineError[] = [
        ...errors,
        ...rows
          .filter((r) => !known.has(r.productId))
          .map((r) => ({ line: r.line, message: `상품번호 ${r.productId}인 상품이 없습니다.` })),
      ].sort((a, b) => a.line - b.line);
      if (lineErrors.length > 0) {
        const refusal: DpsUploadRefusal = {
          ...errorBody(
            'CSV-INVALID',
            `${lineErrors.length}건의 오류가 있어 아무것도 저장하지 않았습니다.`,
            'file',
          ),
          lines: lineErrors,
        };
        return reply.status(400).send(refusal);
      }
      const { inserted, updated } = await upsertMappings(app.database.db, rows);
      return { data: { total: rows.length, inserted, updated } };
    });
  });
}
