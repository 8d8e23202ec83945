import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Runs `body` in a node process of its own with the shop's log destination; answers its stdout. */
/** With `until`: the process is killed (SIGKILL) as soon as its stdout shows that text. */
function run(body: string, until?: string): Promise<string> {
  const script = `
    import pino from 'pino';
    import { logDestination } from './server/src/http/log-destination.ts';
    const log = pino({ level: 'info' }, logDestination());
    ${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (until && out.includes(until)) child.kill('SIGKILL');
    });
    child.once('error', reject);
    child.once('exit', () => resolve(out));
  });
}

describe('the log destination (lines gathered, decision 0521)', () => {
  it('writes a line the quiet shop logged by the timer, without waiting for more or for the exit', async () => {
    // one short line, far below the gathered size; SIGKILL at the end leaves no exit to flush at
    const out = await run(
      `
      log.info({ route: '/quiet' }, 'request');
      setInterval(() => {}, 1000);
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 20_000);
    `,
      '"/quiet"',
    );
    expect(out).toContain('"/quiet"');
  });

  it('writes every gathered line when the process exits', async () => {
    const out = await run(`
      for (let i = 0; i < 25; i += 1) log.info({ i }, 'request');
      process.exit(0);
    `);
    const lines = out.split('\n').filter((l) => l.includes('"msg":"request"'));
    expect(lines).toHaveLength(25);
  });
});
