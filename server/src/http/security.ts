import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode } from '@shop/contract/common.ts';
import type { Config } from '../config.ts';
import { TOO_MANY_REQUESTS, errorBody } from './errors.ts';

/** Security headers with a strict CSP, and rate limiting (Redis counters when configured). */
export async function installSecurity(app: FastifyInstance, config: Config): Promise<() => void> {
  const gateway = new URL(config.urls.pg).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The card gateway's script is loaded only by the pay pages (docs/decisions.md).
        scriptSrc: ["'self'", gateway],
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
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'shop-rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      ...errorBody(ErrorCode.tooManyRequests, TOO_MANY_REQUESTS),
      retryAfterMs: context.ttl,
    }),
  });
  return () => redis?.disconnect();
}
