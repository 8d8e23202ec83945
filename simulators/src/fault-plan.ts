import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The control surface every simulator shares (INTEGRATIONS.md): make the next calls fail or be
 * slow, and read back what the simulator received. Only calls under `/api/` are affected, so the
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
}

const calm = (): Plan => ({ failCount: 0, failStatus: 503, slowCount: 0, slowMs: 0 });

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
    app.post('/_control/reset', async () => {
      this.reset();
      options.onReset?.();
      return { ok: true };
    });
    app.get('/_control/received', async () => ({ list: this.received }));
  }
}
