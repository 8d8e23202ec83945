import type { z } from 'zod';

/**
 * One HTTP call of the public API: method, path and the schemas of what goes in and comes out.
 * The server registers its route from it, the web client calls through it, and the OpenAPI
 * document is generated from it, so a renamed field fails to compile everywhere at once.
 */
export interface Call<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  query: Query;
  response: Response;
  summary: string;
}

export function defineCall<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(call: {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  response: Response;
  body?: Body;
  query?: Query;
}): Call<Body, Query, Response> {
  return { ...call, body: call.body as Body, query: call.query as Query };
}

export type CallBody<C extends Call> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type CallQuery<C extends Call> = C['query'] extends z.ZodType
  ? z.input<C['query']>
  : undefined;
export type CallResponse<C extends Call> = z.output<C['response']>;
