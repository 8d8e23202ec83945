import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The control surface every simulator shares (INTEGRATIONS.md): make the next calls fail, be
 * slow or time out, and read back what the simulator received. Only calls under `/api/` are affected, so the
 * pages a person sees keep working while the machine-to-machine protocol misbehaves.
 */
export interface ReceivedCall {
  method: string;
  url: string;
  body: unknown;
  at: string;
}

interface Plan {
  failCount: number;
  failStatus: number;
  slowCount: number;
  slowMs: number;
  hangCount: number;
  /** Calls that are carried out but whose answer never comes (a crash or cut line after the work). */
  lostAnswerCount: number;
}

const calm = (): Plan => ({
  failCount: 0,
  failStatus: 503,
  slowCount: 0,
  slowMs: 0,
  hangCount: 0,
  lostAnswerCount: 0,
});

/** Holds an answer until the caller hangs up, at most HANG_LIMIT_MS. */
function hangUntilClosed(request: FastifyRequest): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_LIMIT_MS);
    request.raw.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A hung call gives up by itself after this long, so a test's simulator can still close. */
const HANG_LIMIT_MS = 30_000;

export class FaultPlan {
  private plan = calm();
  readonly received: ReceivedCall[] = [];

  reset(): void {
    this.plan = calm();
    this.received.length = 0;
  }

  /**
   * Registers the hooks on the simulator's own (prefixed) instance and its `_control` routes.
   * `affects` picks the machine-to-machine calls (default: paths containing `/api/`).
   */
  install(
    app: FastifyInstance,
    options: { onReset?: () => void; affects?: (path: string) => boolean } = {},
  ): void {
    const affects = options.affects ?? ((path: string) => path.includes('/api/'));
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!affects(request.url.split('?')[0] ?? '')) return;
      this.received.push({
        method: request.method,
        url: request.url,
        body: request.body ?? null,
        at: new Date().toISOString(),
      });
      if (this.received.length > 200) this.received.shift();
      if (this.plan.hangCount > 0) {
        this.plan.hangCount -= 1;
        // never answers: the caller's own timeout is what ends the call
        await hangUntilClosed(request);
        return reply.status(504).send({ error: { code: 'SIMULATED', message: 'timed out' } });
      }
      if (this.plan.slowCount > 0) {
        this.plan.slowCount -= 1;
        await new Promise((resolve) => setTimeout(resolve, this.plan.slowMs));
      }
      if (this.plan.failCount > 0) {
        this.plan.failCount -= 1;
        return reply
          .status(this.plan.failStatus)
          .send({ error: { code: 'SIMULATED', message: 'simulated failure' } });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (this.plan.lostAnswerCount === 0 || !affects(request.url.split('?')[0] ?? '')) {
        return payload;
      }
      this.plan.lostAnswerCount -= 1;
      // the work is done; its answer is what gets lost
      await hangUntilClosed(request);
      reply.status(504);
      return JSON.stringify({ error: { code: 'SIMULATED', message: 'answer lost' } });
    });

    app.post('/_control/fail', async (request) => {
      const body = (request.body ?? {}) as { count?: number; status?: number };
      this.plan.failCount = body.count ?? 1;
      this.plan.failStatus = body.status ?? 503;
      return { ok: true };
    });
    app.post('/_control/slow', async (request) => {
      const body = (request.body ?? {}) as { count?: number; ms?: number };
      this.plan.slowCount = body.count ?? 1;
      this.plan.slowMs = body.ms ?? 5_000;
      return { ok: true };
    });
    /**
     * The next `count` calls never answer (until the caller hangs up, at most 30 s); with
     * `afterWork: true` they are carried out first and only their answer is lost.
     */
    app.post('/_control/timeout', async (request) => {
      const body = (request.body ?? {}) as { count?: number; afterWork?: boolean };
      if (body.afterWork) this.plan.lostAnswerCount = body.count ?? 1;
      else this.plan.hangCount = body.count ?? 1;
      return { ok: true };
    });
    app.post('/_control/reset', async () => {
      this.reset();
      options.onReset?.();
      return { ok: true };
    });
    app.get('/_control/received', async () => ({ list: this.received }));
  }
}
