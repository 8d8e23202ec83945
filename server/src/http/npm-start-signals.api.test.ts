import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, freePort } from '../test/shop-process.ts';

/**
 * `npm start`'s launcher (scripts/start.mjs) on free ports and a data folder of its own: once the
 * shop answers /healthz, a SIGTERM to the launcher's pid must stop the shop and the simulators —
 * their ports closed, no child left (decisions 0361, 0370). Guards the launcher's forwarding of
 * the signal to every child: without it the launcher dies alone and its children keep the ports.
 */
const WAIT_MS = 120_000;
let launcher: ChildProcess | undefined;
let dataDir: string | undefined;
let children: number[] = [];

afterAll(() => {
  // a failed run must not leave processes behind: whatever is still alive goes now
  for (const pid of [...children, launcher?.pid ?? 0]) if (pid && alive(pid)) kill(pid);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
}

/** Whether a process with this id exists (a zombie counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Every process below `root` (children, their children…), from /proc. */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // pid (comm) state ppid …; comm may hold spaces and parentheses
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      // ended while we looked
    }
  }
  const found: number[] = [];
  let level = [root];
  while (level.length > 0) {
    level = [...parentOf].filter(([, ppid]) => level.includes(ppid)).map(([pid]) => pid);
    found.push(...level);
  }
  return found;
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, what: string, output: () => string) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} after ${WAIT_MS} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm start', () => {
  it('stops the shop and the simulators when its launcher gets SIGTERM', async () => {
    const port = await freePort();
    const simPort = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-npm-start-'));
    launcher = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(port),
        SIM_PORT: String(simPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // the web build is not what this test is about (and the API tier may run without one)
        START_SKIP_WEB_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | string>((resolve) =>
      launcher!.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
    );
    const healthy = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;
      } catch {
        return false;
      }
    };
    await until(healthy, 'the shop did not answer /healthz', () => output);
    await until(
      () => listening(simPort),
      'the simulators did not listen',
      () => output,
    );
    children = descendants(launcher.pid!);
    // the shop and the simulators, each its own node process
    expect(children.length, output).toBeGreaterThanOrEqual(2);

    launcher.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), WAIT_MS)),
    ]);
    expect(code, output).toBe(0);
    expect(await listening(port)).toBe(false);
    expect(await listening(simPort)).toBe(false);
    expect(children.filter(alive)).toEqual([]);
  }, 300_000);
});
