import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * One JSON line per request, written when the answer has gone: method, the route's pattern (never
 * the URL itself, whose query can carry a token or a phone number), status, duration, who asked,
 * and the error's code (and its reason, when the refusal names one) when the error handler
 * answered. The request id comes from the request's logger (`reqId`). Nothing of the headers,
 * the cookies or the bodies is logged. The same hook feeds the duration histogram of the metrics.
 */
export function installRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const memberId = request.viewer?.memberId;
    const staffId = request.staff?.staffId;
    const route = request.routeOptions.url ?? '(no route)';
    const ms = reply.elapsedTime;
    metrics.observe(request.method, route, reply.statusCode, ms);
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(memberId ? { memberId } : {}),
        ...(staffId ? { staffId } : {}),
        ...request.refusal,
      },
      'request',
    );
    done();
  });
}
