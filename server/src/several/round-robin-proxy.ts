import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests: each request goes to the next upstream in turn. As a real
 * balancer does (nginx's `proxy_next_upstream error`), a request whose upstream refuses the
 * connection — it never reached that instance — goes to the next one; a request an instance
 * took and then dropped (it died) answers 502, and the client decides whether to send it again.
 */
export async function roundRobinProxy(
  upstreams: string[],
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(req, Buffer.concat(chunks), res, next++, upstreams.length));
  });
  const send = (
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
    turn: number,
    triesLeft: number,
  ) => {
    const target = new URL(upstreams[turn % upstreams.length]!);
    const out = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        // a connection per request: no idle socket to an instance that died or timed it out
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // the instance died in the middle of its answer: the client sees the connection cut
        answer.on('aborted', () => res.destroy());
      },
    );
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && triesLeft > 1 && !res.headersSent) {
        send(req, body, res, turn + 1, triesLeft - 1);
      } else if (res.headersSent) {
        res.destroy();
      } else {
        res.writeHead(502);
        res.end();
      }
    });
    out.end(body);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
