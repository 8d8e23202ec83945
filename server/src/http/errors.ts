import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CommonMessage, ErrorCode, type ErrorBody } from '@shop/contract/common.ts';
import { messageCodeOf } from '@shop/contract/message-codes.ts';
import type { CodedMessage, MessageParams } from '@shop/contract/message-template.ts';
import { malformedTextAt } from '@shop/contract/text-rules.ts';
import { OutsideRefusal, OutsideUnavailable } from '../integrations/outside-errors.ts';

/** An error a client may see: status, code and a message meant for a person. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** More of the answer beside `error` (e.g. the bad lines of an uploaded file). */
    readonly extra?: Record<string, unknown>,
    /** The code and values of a message built from values, or the lines of one of several. */
    readonly detail?: MessageDetail,
  ) {
    super(message);
  }

  /** Why, for the request's log line only (never sent): e.g. which check refused a sign-in. */
  reason?: string;

  withReason(reason: string): this {
    this.reason = reason;
    return this;
  }
}

/**
 * What a refusal built from values says besides its Korean text (decision 0305): its code and
 * values, or, for a message of several lines, each line's.
 */
export type MessageDetail =
  { messageCode: string; messageParams?: MessageParams } | { messageParts: CodedMessage[] };

/** A refusal of a catalogue template filled with values (codedMessage), with its code and values. */
export function codedRefusal(
  status: number,
  code: string,
  coded: CodedMessage,
  field?: string,
): AppError {
  const { message, messageCode, messageParams } = coded;
  return new AppError(
    status,
    code,
    message,
    field,
    undefined,
    messageCode ? { messageCode, ...(messageParams ? { messageParams } : {}) } : undefined,
  );
}

/** A refusal past a per-member or per-object limit: 429 with Retry-After (seconds). */
export class LimitReached extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: string = ErrorCode.tooManyRequests,
  ) {
    super(429, code, message);
  }
}

export const notFound = (message: string = CommonMessage.notFound) =>
  new AppError(404, ErrorCode.notFound, message);
export const badRequest = (message: string, field?: string) =>
  new AppError(400, ErrorCode.validation, message, field);
export const unauthenticated = () =>
  new AppError(401, ErrorCode.unauthenticated, CommonMessage.unauthenticated);
export const forbidden = (message: string = CommonMessage.forbidden) =>
  new AppError(403, ErrorCode.forbidden, message);

export const TOO_MANY_REQUESTS = CommonMessage.tooManyRequests;

const HANGUL = /[\u3131-\uD79D]/;

/**
 * The answer of a refusal: its code, the Korean message, the field it names and, for a message
 * of the contract's catalogues, the message's own code (the web shows its English text by it).
 */
export function errorBody(
  code: string,
  message: string,
  field?: string,
  detail?: MessageDetail,
): ErrorBody {
  const messageCode = messageCodeOf(message);
  return {
    error: {
      code,
      message,
      ...(field ? { field } : {}),
      ...(messageCode ? { messageCode } : {}),
      ...detail,
    },
  };
}

/**
 * Every request's texts (body, query, path) follow the contract's text rule before any schema
 * or handler reads them; one hook for every route, the outside systems' posts included.
 */
export function refuseMalformedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const at = malformedTextAt(value);
      if (at !== null) throw badRequest(CommonMessage.textMalformed, at || where);
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The error this request was answered with, as its request log line shows it. */
    refusal: { error: string; reason?: string } | null;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusal', null);
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const answer = (status: number, body: ErrorBody & Record<string, unknown>) => {
      const reason = err instanceof AppError ? err.reason : undefined;
      request.refusal = { error: body.error.code, ...(reason ? { reason } : {}) };
      return reply.status(status).send(body);
    };
    if (err instanceof AppError) {
      if (err instanceof LimitReached) reply.header('retry-after', String(err.retryAfterSeconds));
      return answer(err.status, {
        ...errorBody(err.code, err.message, err.field, err.detail),
        ...err.extra,
      });
    }
    if (err instanceof OutsideRefusal) {
      request.log.warn({ err }, 'outside system refused');
      return answer(422, errorBody(ErrorCode.outsideRefused, CommonMessage.outsideRefused));
    }
    if (err instanceof OutsideUnavailable) {
      request.log.error({ err }, 'outside system unavailable');
      return answer(503, errorBody(ErrorCode.outsideUnavailable, CommonMessage.outsideUnavailable));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where || 'body';
      const reason = issue?.message ?? 'invalid';
      const message = HANGUL.test(reason) ? reason : `${field}: ${reason}`;
      return answer(400, errorBody(ErrorCode.validation, message, field));
    }
    if (err.statusCode === 429) {
      return answer(429, errorBody(ErrorCode.tooManyRequests, TOO_MANY_REQUESTS));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return answer(err.statusCode, errorBody(ErrorCode.validation, err.message || 'bad request'));
    }
    request.log.error({ err }, 'unhandled error');
    return answer(500, errorBody(ErrorCode.internal, CommonMessage.internal));
  });
}
