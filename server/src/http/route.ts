import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Call, Schema } from '@shop/contract/call.ts';
import { CALL_DESCRIPTIONS } from '@shop/contract/call-descriptions.ts';

type Input<S> = S extends Schema ? z.output<S> : undefined;

/** A body already serialized (a cached answer); sent as it is. */
export class JsonText {
  constructor(readonly body: string | Buffer) {}
}

/**
 * A file to download (a CSV export): sent as an attachment with its type and name; its text is
 * the call's response (a string schema).
 */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly type: string,
    readonly fileName: string,
  ) {}
}

export interface CallContext<C extends Call> {
  body: Input<C['body']>;
  query: Input<C['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Check every answer against the contract (on in tests). */
  validateResponse?: boolean;
}

/**
 * Lets a call whose body is a file (`rawBody`, an upload of up to 200 MB) take
 * application/octet-stream: the body is left unread for its handler to stream, so Fastify's
 * bodyLimit (2 MB, for JSON) never applies to it and the handler enforces its own limit. Every
 * other route still refuses the type (415).
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', (request, _payload, done) => {
    if (request.routeOptions.config.rawBody) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
}

/** Registers one contract call: the request is validated by its schemas before the handler runs. */
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: CallContext<C>) => Promise<z.input<C['response']> | JsonText | FileAnswer>,
  options: RouteOptions = {},
): void {
  const validate = options.validateResponse ?? app.validateResponses;
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: call.operationId,
      tags: [call.tag],
      summary: call.summary,
      description: CALL_DESCRIPTIONS[call.operationId],
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: { 200: call.response },
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(call.rawBody ? { config: { rawBody: true } } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as Input<C['body']>,
        query: request.query as Input<C['query']>,
        request,
        reply,
      });
      if (result instanceof FileAnswer) {
        if (validate) call.response.parse(result.body.toString('utf8'));
        return reply
          .type(result.type)
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="${result.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
          )
          .send(result.body);
      }
      if (result instanceof JsonText) {
        if (validate) call.response.parse(JSON.parse(result.body.toString()));
        return reply.type('application/json; charset=utf-8').send(result.body);
      }
      return validate ? call.response.parse(result) : result;
    },
  });
}
