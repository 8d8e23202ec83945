import type * as core from 'zod/v4/core';
import type { ApiTag } from './api-tags.ts';

/**
 * A request or answer schema, written with classic `zod` or with `zod/mini`: both build on zod's
 * core, so the server validates and documents them alike. The contract files the home page loads
 * use `zod/mini`, which keeps classic zod out of the web app's first load (decision
 * 0015 in docs/decisions/).
 */
export type Schema = core.$ZodType & { parse(data: unknown): unknown };

/**
 * One HTTP call of the public API: method, path and the schemas of what goes in and comes out.
 * The server registers its route from it, the web client calls through it, and the OpenAPI
 * document is generated from it, so a renamed field fails to compile everywhere at once.
 */
export interface Call<
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
> {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  query: Query;
  response: Response;
  /**
   * The call's name in the contract (its export), its operationId in the OpenAPI document. Its
   * description there is in call-descriptions.ts, which the web app does not load.
   */
  operationId: string;
  /** The domain it belongs to (api-tags.ts). */
  tag: ApiTag;
  summary: string;
  /**
   * The body is a file's bytes (application/octet-stream), read by the handler as a stream,
   * never parsed: `body` is undefined and what the call needs besides goes in `query`.
   */
  rawBody?: true;
}

export function defineCall<
  Response extends Schema,
  Body extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
>(call: {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  response: Response;
  body?: Body;
  query?: Query;
  rawBody?: true;
}): Call<Body, Query, Response> {
  return { ...call, body: call.body as Body, query: call.query as Query };
}

export type CallBody<C extends Call> = C['body'] extends Schema ? core.input<C['body']> : undefined;
export type CallQuery<C extends Call> = C['query'] extends Schema
  ? core.input<C['query']>
  : undefined;
export type CallResponse<C extends Call> = core.output<C['response']>;
