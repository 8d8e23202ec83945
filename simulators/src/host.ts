import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { addressBookSimulator } from './address-book/address-book-simulator.ts';
import { arsSimulator } from './ars/ars-simulator.ts';
import { classRecordsSimulator } from './class-records/class-records-simulator.ts';
import { messagesSimulator } from './messages/messages-simulator.ts';
import { pgSimulator } from './pg/pg-simulator.ts';
import { postcodeSimulator } from './postcode/postcode-simulator.ts';
import { ssoSimulator } from './sso/sso-simulator.ts';

/** One simulated outside system, mounted under its own prefix (its base URL is SIM/<prefix>). */
export interface SimulatorPlugin {
  prefix: string;
  title: string;
  plugin: FastifyPluginAsync<SimulatorOptions>;
}

export interface SimulatorOptions {
  /** Where the shop answers, for redirects back to it (SSO return, gateway return URLs). */
  shopUrl: string;
  /** Public base URL of the simulators process itself. */
  selfUrl: string;
}

/** Every simulator; later issues add theirs here. */
export const SIMULATORS: SimulatorPlugin[] = [
  ssoSimulator,
  classRecordsSimulator,
  addressBookSimulator,
  postcodeSimulator,
  pgSimulator,
  arsSimulator,
  messagesSimulator,
];

export async function buildSimulators(
  options: SimulatorOptions,
  simulators: SimulatorPlugin[] = SIMULATORS,
): Promise<FastifyInstance> {
  // Fastify's 10 s default for a plugin to start failed whole API test files at a load of ~25 on
  // two cores ('Plugin did not start in time: plugin', in createTestApp); a plugin that truly
  // hangs still stops the start, after a minute, as with the shop's own (server/src/app.ts)
  const app = Fastify({ logger: false, pluginTimeout: 60_000 });
  await app.register(formbody);
  app.get('/health', async () => ({ ok: true }));
  app.get('/', async (_request, reply) => {
    const items = simulators
      .map((s) => `<li><a href="/${s.prefix}/">${escapeHtml(s.title)}</a></li>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>시뮬레이터</title><h1>외부 시스템 시뮬레이터</h1><ul>${items}</ul>`,
      );
  });
  for (const sim of simulators) {
    await app.register(sim.plugin, { prefix: `/${sim.prefix}`, ...options });
  }
  return app;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
