// The bench's reference: a bare Fastify process of its own, one JSON route, on the shop's Fastify
// (the same package from node_modules), logging as the shop does in production: pino at info
// level to stdout, one JSON line per request written when the answer has gone, with a random
// request id. Nothing else: no hooks, no validation, no cookies, no security headers, no rate
// limit. The bench compiles it with esbuild and runs it with plain node, as it runs the shop.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';

const app = Fastify({
  logger: { level: 'info' },
  logController: new LogController({ disableRequestLogging: true }),
  genReqId: () => randomUUID(),
});
app.addHook('onResponse', (request, reply, done) => {
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request',
  );
  done();
});
app.get('/bare', async () => ({ ok: true }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3303) });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
