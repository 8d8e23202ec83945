import { z } from 'zod';
import { AdminDocumentLimits } from '@shop/contract/admin-documents.ts';

const DEFAULT_SECRET = 'dev-only-secret-change-me';
const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * The largest uploaded PDF and zip (decision 0437); at most, and by default, the contract's
   * figures that the back office shows. Tests lower them so as not to send 200 MB.
   */
  DOCUMENT_MAX_PDF_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(AdminDocumentLimits.maxBytes.pdf)
    .default(AdminDocumentLimits.maxBytes.pdf),
  DOCUMENT_MAX_ZIP_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(AdminDocumentLimits.maxBytes.zip)
    .default(AdminDocumentLimits.maxBytes.zip),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  PROVIDER: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits')
    .default('creverse'),
  SHOP_NAME: z.string().min(1).default('아카데미 북몰'),
  DEV_TOOLS: onOff.default(false),
  SEED_DEMO: onOff.optional(),
  /** The API reference at /api/docs; default on, except in production. */
  API_DOCS: onOff.optional(),
  SIM_BASE_URL: z.url().optional(),
  SSO_BASE_URL: z.url().optional(),
  CLASS_RECORDS_BASE_URL: z.url().optional(),
  ADDRESS_BOOK_BASE_URL: z.url().optional(),
  PG_BASE_URL: z.url().optional(),
  /** The gateway's mobile window and merchant API hosts, when they differ from PG_BASE_URL. */
  PG_MOBILE_BASE_URL: z.url().optional(),
  PG_API_BASE_URL: z.url().optional(),
  /** The gateway's card sales slip page, opened by the buyer with `?noTid=<tid>` (default PG_BASE_URL/receipt). */
  PG_RECEIPT_URL: z.url().optional(),
  /** Hosts the shop accepts as approval / net-cancel URLs (comma-separated; default: PG_BASE_URL's). */
  PG_APPROVAL_HOSTS: z.string().optional(),
  /** How long a call to the payment gateway may take before it counts as lost. */
  PG_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * How long a read from an outside system may take before the shop gives up on it and tells the
   * user to try again: the SSO's signing keys (fetched again every 10 minutes, at a sign-in),
   * class records, the address book and the postcode search.
   */
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** How long a message runner holds a claimed message before another runner may take it. */
  NOTIFY_LEASE_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** Period of the message sender: one instance runs it per period (decision 0368); tests shorten it. */
  NOTIFY_PERIOD_MS: z.coerce.number().int().min(100).default(5_000),
  ARS_BASE_URL: z.url().optional(),
  POSTCODE_BASE_URL: z.url().optional(),
  /** The message provider (알림톡, SMS, e-mail). */
  MESSAGES_BASE_URL: z.url().optional(),
  SSO_CLIENT_ID: z.string().default('academy-book-mall'),
  PG_MID: z.string().default('INIpayTest'),
  PG_SIGN_KEY: z.string().default(DEFAULT_SECRET),
  PG_NOTI_SECRET: z.string().default(DEFAULT_SECRET),
  PG_API_KEY: z.string().default(DEFAULT_SECRET),
  ARS_SHOP_ID: z.string().default('academybook'),
  ARS_SECRET: z.string().default(DEFAULT_SECRET),
  CLASS_RECORDS_API_KEY: z.string().default(DEFAULT_SECRET),
  ADDRESS_BOOK_API_KEY: z.string().default(DEFAULT_SECRET),
  MESSAGES_API_KEY: z.string().default(DEFAULT_SECRET),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(60 * 60),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Prefix of the rate-limit counters in Redis (instances of one shop share it). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('shop-rl:'),
  CACHE_ENABLED: onOff.default(true),
  /** Period of the hourly jobs (unpaid expiry, return-fee withdrawal, cart clean-up); tests shorten it. */
  JOB_PERIOD_MS: z.coerce.number().int().min(100).default(3_600_000),
  /**
   * Period of the retention purge (decision 0508): each period carries out the previous period's
   * dry run, then lists the next; a day by default, so staff see each list for a day.
   */
  RETENTION_PERIOD_MS: z.coerce.number().int().min(100).default(86_400_000),
  /**
   * 구매안전서비스: days after the delivery registration when a buyer's silence counts as
   * confirmation (the gateway's period, decision 0466; the gateway simulator reads the same).
   */
  PG_ESCROW_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** After SIGTERM: how long /readyz answers 503 before the listener closes (the balancer's poll). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** After SIGTERM: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Networks (CIDR, comma-separated) whose addresses may read /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]))),
  /**
   * Addresses (CIDR or IP, comma-separated) of the balancers whose X-Forwarded-For names the
   * client; unset: none outside production, the private and loopback networks in production.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()])).optional()),
  /** Bearer token that may read /metrics from anywhere; unset: only METRICS_ALLOW. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  simPort: number;
  publicUrl: string;
  dataDir: string;
  /** The largest uploaded document of each kind (decision 0437). */
  documentMaxBytes: { pdf: number; zip: number };
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  provider: string;
  shopName: string;
  devTools: boolean;
  seedDemo: boolean;
  apiDocs: boolean;
  urls: {
    sso: string;
    classRecords: string;
    addressBook: string;
    pg: string;
    pgMobile: string;
    pgApi: string;
    pgReceipt: string;
    ars: string;
    postcode: string;
    messages: string;
  };
  secrets: {
    ssoClientId: string;
    pgMid: string;
    pgSignKey: string;
    pgNotiSecret: string;
    pgApiKey: string;
    arsShopId: string;
    arsSecret: string;
    classRecordsApiKey: string;
    addressBookApiKey: string;
    messagesApiKey: string;
  };
  /** Hosts (host:port) the gateway's approval and net-cancel URLs must be on. */
  pgApprovalHosts: string[];
  pgTimeoutMs: number;
  lookupTimeoutMs: number;
  /** 구매안전서비스: the gateway's confirmation period in days (decision 0466). */
  escrowConfirmDays: number;
  notifyLeaseMs: number;
  notifyPeriodMs: number;
  sessionTtlSeconds: number;
  rateLimit: { max: number; windowMs: number; namespace: string };
  cacheEnabled: boolean;
  jobPeriodMs: number;
  retentionPeriodMs: number;
  logLevel: Env['LOG_LEVEL'];
  shutdown: { drainMs: number; timeoutMs: number };
  metrics: { networks: string[]; token: string | undefined };
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy); [] believes none. */
  trustedProxies: string[];
}

/**
 * Where a production balancer sits when none is named: a client on the internet cannot open a
 * connection from these, so only a proxy of the operator's can set the client's address.
 */
const PRIVATE_NETWORKS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1',
  'fc00::/7',
];

export class ConfigError extends Error {}

/** Reads every setting once from the environment; refuses unsafe production settings by name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const simBase = e.SIM_BASE_URL ?? `http://localhost:${e.SIM_PORT}`;
  const pg = e.PG_BASE_URL ?? `${simBase}/pg`;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    simPort: e.SIM_PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: e.DATA_DIR,
    documentMaxBytes: { pdf: e.DOCUMENT_MAX_PDF_BYTES, zip: e.DOCUMENT_MAX_ZIP_BYTES },
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    provider: e.PROVIDER,
    shopName: e.SHOP_NAME,
    devTools: e.DEV_TOOLS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    urls: {
      sso: e.SSO_BASE_URL ?? `${simBase}/sso`,
      classRecords: e.CLASS_RECORDS_BASE_URL ?? `${simBase}/class-records`,
      addressBook: e.ADDRESS_BOOK_BASE_URL ?? `${simBase}/address-book`,
      pg,
      pgMobile: e.PG_MOBILE_BASE_URL ?? pg,
      pgApi: e.PG_API_BASE_URL ?? pg,
      pgReceipt: e.PG_RECEIPT_URL ?? `${pg}/receipt`,
      ars: e.ARS_BASE_URL ?? `${simBase}/ars`,
      postcode: e.POSTCODE_BASE_URL ?? `${simBase}/postcode`,
      messages: e.MESSAGES_BASE_URL ?? `${simBase}/messages`,
    },
    secrets: {
      ssoClientId: e.SSO_CLIENT_ID,
      pgMid: e.PG_MID,
      pgSignKey: e.PG_SIGN_KEY,
      pgNotiSecret: e.PG_NOTI_SECRET,
      pgApiKey: e.PG_API_KEY,
      arsShopId: e.ARS_SHOP_ID,
      arsSecret: e.ARS_SECRET,
      classRecordsApiKey: e.CLASS_RECORDS_API_KEY,
      addressBookApiKey: e.ADDRESS_BOOK_API_KEY,
      messagesApiKey: e.MESSAGES_API_KEY,
    },
    pgApprovalHosts: (e.PG_APPROVAL_HOSTS ?? new URL(pg).host)
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    pgTimeoutMs: e.PG_TIMEOUT_MS,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
    escrowConfirmDays: e.PG_ESCROW_CONFIRM_DAYS,
    notifyLeaseMs: e.NOTIFY_LEASE_MS,
    notifyPeriodMs: e.NOTIFY_PERIOD_MS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      namespace: e.RATE_LIMIT_NAMESPACE,
    },
    cacheEnabled: e.CACHE_ENABLED,
    jobPeriodMs: e.JOB_PERIOD_MS,
    retentionPeriodMs: e.RETENTION_PERIOD_MS,
    logLevel: e.LOG_LEVEL,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metrics: { networks: e.METRICS_ALLOW, token: e.METRICS_TOKEN },
    trustedProxies: e.TRUST_PROXY ?? (e.NODE_ENV === 'production' ? PRIVATE_NETWORKS : []),
  };
  if (config.env === 'production') assertProductionSafe(config, source);
  return config;
}

function assertProductionSafe(config: Config, source: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  if (config.devTools) problems.push('DEV_TOOLS must be off in production');
  if (!config.databaseUrl) problems.push('DATABASE_URL is required in production');
  const targets = {
    SSO_BASE_URL: 'sso',
    PG_BASE_URL: 'pg',
    ARS_BASE_URL: 'ars',
    CLASS_RECORDS_BASE_URL: 'classRecords',
    ADDRESS_BOOK_BASE_URL: 'addressBook',
    MESSAGES_BASE_URL: 'messages',
  } as const;
  for (const [name, key] of Object.entries(targets)) {
    if (!source[name] || isLoopback(config.urls[key])) {
      problems.push(`${name} must point at the real service, not the simulator`);
    }
  }
  const secrets = {
    PG_SIGN_KEY: config.secrets.pgSignKey,
    PG_NOTI_SECRET: config.secrets.pgNotiSecret,
    PG_API_KEY: config.secrets.pgApiKey,
    ARS_SECRET: config.secrets.arsSecret,
    CLASS_RECORDS_API_KEY: config.secrets.classRecordsApiKey,
    ADDRESS_BOOK_API_KEY: config.secrets.addressBookApiKey,
    MESSAGES_API_KEY: config.secrets.messagesApiKey,
  };
  for (const [name, value] of Object.entries(secrets)) {
    if (value === DEFAULT_SECRET) problems.push(`${name} still has the default development value`);
  }
  if (problems.length > 0) {
    throw new ConfigError(`refusing to start in production:\n  ${problems.join('\n  ')}`);
  }
}

/** The simulators only ever run on this machine; a real service never answers on loopback. */
function isLoopback(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}
