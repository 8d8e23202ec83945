import fs from 'node:fs';
// CPU ms used so far per process group, from /proc (Linux): PostgreSQL's processes, the
// simulators, the shop, the load generator (this bench) and everything else on the machine
export function procCpu(): Record<string, number> {
  const hz = 100;
  const out: Record<string, number> = {};
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(f[11]) + Number(f[12])) * 1000) / hz;
      const group = cmd.startsWith('postgres')
        ? 'postgres'
        : cmd.includes('simulators/src/main')
          ? 'sims'
          : cmd.includes('bench-server')
            ? 'shop'
            : cmd.includes('bench/run.ts')
              ? 'runner'
              : 'other';
      out[group] = (out[group] ?? 0) + ms;
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU ms one process (all its threads) has used so far, from /proc/<pid>/stat (Linux). */
export function pidCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

/** Resident memory of one process in MB, from /proc/<pid>/status (Linux). */
export function pidRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
