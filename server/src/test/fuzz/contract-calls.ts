import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Call } from '@shop/contract/call.ts';
import { RecallFeeGatewayPosts } from '@shop/contract/revoke.ts';
import { GATEWAY_POSTS } from '../../modules/payment/routes.ts';

/** What the fuzz tier calls: every call of the contract, and the addresses outside systems post to. */
export type FuzzTarget =
  { kind: 'call'; name: string; call: Call } | { kind: 'form'; name: string; path: string };

const contractDir = fileURLToPath(new URL('../../../../contract/src/', import.meta.url));

function isCall(value: unknown): value is Call {
  const c = value as Partial<Call> | null;
  return (
    !!c &&
    typeof c === 'object' &&
    typeof c.path === 'string' &&
    (c.method === 'GET' || c.method === 'POST') &&
    !!c.response
  );
}

/** Every call exported by a contract file, in a stable order (file, then export name). */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  const files = readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const targets: FuzzTarget[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const exported = (await import(`${contractDir}${file}`)) as Record<string, unknown>;
    for (const name of Object.keys(exported).sort()) {
      const call = exported[name];
      if (!isCall(call) || seen.has(`${call.method} ${call.path}`)) continue;
      seen.add(`${call.method} ${call.path}`);
      targets.push({ kind: 'call', name: `${call.method} ${call.path}`, call });
    }
  }
  for (const path of [...Object.values(GATEWAY_POSTS), ...Object.values(RecallFeeGatewayPosts)]) {
    targets.push({ kind: 'form', name: `POST ${path}`, path });
  }
  return targets;
}
