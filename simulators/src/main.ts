import { buildSimulators } from './host.ts';

const port = Number(process.env.SIM_PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const shopUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const selfUrl = process.env.SIM_BASE_URL ?? `http://localhost:${port}`;

const app = await buildSimulators({ shopUrl, selfUrl });
await app.listen({ host, port });
console.log(`simulators ready on ${selfUrl}`);

const stop = async () => {
  // the shop keeps keep-alive connections open to the simulators: close each once it is idle
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(idle);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
