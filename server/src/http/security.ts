import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@shop/contract/common.ts';
import { isPayPage } from '@shop/contract/pay-pages.ts';
import type { Config } from '../config.ts';
import { BatchedCounts, batchedStore, redisCounter } from './batched-rate-limit.ts';
import { TOO_MANY_REQUESTS, errorBody } from './errors.ts';

/**
 * Security headers with a strict CSP, and rate limiting: counted in Redis when configured, so
 * every instance counts the same, in batches every few milliseconds (decision 0521, amended).
 */
export async function installSecurity(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<void> {
  const headers = securityHeaders(helmetOptions(config, false));
  const payPageHeaders = securityHeaders(helmetOptions(config, true));
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    reply.headers(isPayPage(path) ? payPageHeaders : headers);
    done();
  });

  const counts = redis ? new BatchedCounts(redisCounter(redis)) : undefined;
  if (counts) app.addHook('onClose', () => counts.close());
  await app.register(rateLimit, {
    global: true,
    // Only the API is counted: the page and its scripts must still load for the 429 alert to show.
    allowList: (request) => !request.url.startsWith('/api/'),
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(counts ? { store: batchedStore(counts, config.rateLimit.namespace) } : {}),
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      ...errorBody(ErrorCode.tooManyRequests, TOO_MANY_REQUESTS),
      retryAfterMs: context.ttl,
    }),
  });
}

/**
 * `payPage`: the document of a page that opens the gateway's window (contract `isPayPage`); only
 * its CSP lets the gateway's script run (decision 0330).
 */
function helmetOptions(config: Config, payPage: boolean): HelmetOptions {
  const gateway = new URL(config.urls.pg).origin;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The card gateway's script is loaded only by the pay pages (decisions 0007, 0330).
        scriptSrc: payPage ? ["'self'", gateway] : ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // the pay page posts to the gateway's PC or mobile window (hosts may differ in production)
        formAction: [
          ...new Set([
            "'self'",
            gateway,
            new URL(config.urls.pgMobile).origin,
            new URL(config.urls.sso).origin,
          ]),
        ],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The payment window is a popup on another origin that must be able to reach its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.env === 'production',
  };
}

/**
 * The headers helmet sets for these options, worked out once: they are the same for every answer
 * (no nonces), and @fastify/helmet built helmet's middleware anew on every request (~3 % of a
 * cached answer's CPU).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}
