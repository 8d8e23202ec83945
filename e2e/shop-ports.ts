/**
 * Where the journeys' shops listen. Each Playwright worker (a lane) has a shop and simulators of
 * its own, on a database of its own, so two workers never share rows: a journey meets only the
 * journeys that ran before it in its own lane, as with one worker. The session-expiry and
 * rate-limit shops are one each (only one spec file uses each, so one worker at a time).
 *
 * E2E_PORT: lane 0's shop (its simulators +1), the 5-second-session shop +2 (+3), the rate-limited
 * shop +4 (+5), lane 1's shop +6 (+7), lane 2's +8 (+9) and so on.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Workers, each with its own shop: E2E_LANES, default 4 (a lane uses a third of a core; 0371). */
export const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 4));

export function lanePort(lane: number): number {
  return lane === 0 ? E2E_PORT : E2E_PORT + 4 + 2 * lane;
}

/** Where a journey shop and its simulators write their log (scripts/test.mjs prints it on failure). */
export const SHOP_LOG = (port: number) => `data/e2e-${port}.log`;

/** Playwright sets TEST_PARALLEL_INDEX in each worker (0 in the runner itself). */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's shop and its simulators (their control surface and consoles). */
export const SHOP_PORT = lanePort(lane);
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
export const SIM_URL = `http://localhost:${SHOP_PORT + 1}`;

/** The shop started with SESSION_TTL_SECONDS=5 (e2e/sign-in.spec.ts). */
export const SHORT_SESSION_URL = `http://localhost:${E2E_PORT + 2}`;
/** The shop allowing 40 API calls a minute (e2e/rate-limit.spec.ts). */
export const RATE_LIMITED_URL = `http://localhost:${E2E_PORT + 4}`;
