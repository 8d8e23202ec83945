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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof LimitReached) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply
        .status(err.status)
        .send({ ...errorBody(err.code, err.message, err.field, err.detail), ...err.extra });
    }
    if (err instanceof OutsideRefusal) {
      request.log.warn({ err }, 'outside system refused');
      return reply
        .status(422)
        .send(errorBody(ErrorCode.outsideRefused, CommonMessage.outsideRefused));
    }
    if (err instanceof OutsideUnavailable) {
      request.log.error({ err }, 'outside system unavailable');
      return reply
        .status(503)
        .send(errorBody(ErrorCode.outsideUnavailable, CommonMessage.outsideUnavailable));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where || 'body';
      const reason = issue?.message ?? 'invalid';
      const message = HANGUL.test(reason) ? reason : `${field}: ${reason}`;
      return reply.status(400).send(errorBody(ErrorCode.validation, message, field));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody(ErrorCode.tooManyRequests, TOO_MANY_REQUESTS));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send(errorBody(ErrorCode.validation, err.message || 'bad request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(ErrorCode.internal, CommonMessage.internal));
  });
}
