import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import './http/fastify-types.ts';
import { installErrorHandler, refuseMalformedText } from './http/errors.ts';
import { installHealth } from './http/health.ts';
import { installJobRuns } from './http/job-run.ts';
import { installMetrics } from './http/metrics.ts';
import { openApiOptions } from './http/openapi.ts';
import { acceptRawBodies } from './http/route.ts';
import { logDestination } from './http/log-destination.ts';
import { installRequestLog } from './http/request-log.ts';
import { redisCacheNotifier } from './http/redis-cache-notifier.ts';
import { ResponseCache } from './http/response-cache.ts';
import { ActionLimits } from './http/action-limits.ts';
import { installSecurity } from './http/security.ts';
import { installWebApp } from './http/web-app.ts';
import { HttpClassRecords } from './integrations/class-records/http-class-records.ts';
import { connectOutsideSystems } from './integrations/outside-systems.ts';
import { HttpSsoClient } from './integrations/sso/http-sso-client.ts';
import { installAdmin } from './modules/admin/module.ts';
import { installAdminDocuments } from './modules/admin-documents/module.ts';
import { installAdminContent } from './modules/admin-content/module.ts';
import { installAdminFees } from './modules/admin-fees/module.ts';
import { installAdminOrders } from './modules/admin-orders/module.ts';
import { installAdminProducts } from './modules/admin-products/module.ts';
import { adminPaymentRoutes } from './modules/admin-payments/routes.ts';
import { installAdminReports } from './modules/admin-reports/module.ts';
import { adminRevokeRoutes } from './modules/admin-revokes/routes.ts';
import { installAuth } from './modules/auth/module.ts';
import { VISITOR, type Viewer } from './modules/auth/viewer.ts';
import { installBilling } from './modules/billing/module.ts';
import { installCart } from './modules/cart/module.ts';
import { fileRoutes } from './http/file-routes.ts';
import { DiskFileStore } from './lib/file-store.ts';
import { installCatalog } from './modules/catalog/module.ts';
import { installCheckout } from './modules/checkout/module.ts';
import { devToolsRoutes } from './modules/dev-tools/routes.ts';
import { faqRoutes } from './modules/faq/routes.ts';
import { homeContentRoutes } from './modules/home-content/routes.ts';
import { installMember } from './modules/member/module.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { installHolidays } from './modules/holidays/module.ts';
import { installSiteIdentity } from './modules/site-identity/module.ts';
import { installNotifications } from './modules/notifications/module.ts';
import { installPayment } from './modules/payment/module.ts';
import { installEscrow } from './modules/escrow/module.ts';
import { installRecords } from './modules/records/module.ts';
import { installRevoke } from './modules/revoke/module.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { installSupport } from './modules/support/module.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean;
  webDist?: string;
  /** Where the JSON log lines go (tests read them); default stdout. */
  logStream?: { write(line: string): void };
}

/** Builds the shop's HTTP app without listening: used by main and by the API tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: options.logStream ?? logDestination() },
    // one line per request, written by installRequestLog
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // every hop was trusted before: a balancer that appends to X-Forwarded-For let a client
    // choose the address its rate limit counts
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 2 * 1024 * 1024,
    // Fastify's 10 s default failed API tests at a load of 30 on two cores; a plugin that truly
    // hangs still stops the start, after a minute.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are built from typed data; tests check them against the contract in route().
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const cache = new ResponseCache(
    config.cacheEnabled,
    5000,
    config.redisUrl ? redisCacheNotifier(config.redisUrl) : undefined,
  );
  await cache.start();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('cache', cache);
  app.decorate('validateResponses', options.validateResponses ?? false);
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request) => {
    request.viewer = VISITOR;
  });

  await app.register(swagger, openApiOptions(config));
  // the document stays built (the contract's check reads it); only its pages are a setting
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
  installErrorHandler(app);
  refuseMalformedText(app);
  acceptRawBodies(app);
  // rate-limit counters and the readiness check share one connection; the counters of the
  // requests read in one turn of the event loop go to Redis in one write (auto pipelining)
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableAutoPipelining: true,
      })
    : undefined;
  await installSecurity(app, config, redis);
  app.decorate('health', installHealth(app, redis));
  app.decorate('limits', new ActionLimits(redis, `${config.rateLimit.namespace}member:`));
  const metrics = installMetrics(app, config.metrics);
  app.decorate('metrics', metrics);
  installRequestLog(app, metrics);
  installJobRuns(app);
  await app.register(cookie);
  await app.register(formbody);

  // Each module builds its services in its module.ts and hands them to its routes (decision 0203).
  const catalog = installCatalog(app);
  const classRecords = new HttpClassRecords({
    baseUrl: config.urls.classRecords,
    apiKey: config.secrets.classRecordsApiKey,
    timeoutMs: config.lookupTimeoutMs,
  });
  const sso = new HttpSsoClient({
    baseUrl: config.urls.sso,
    clientId: config.secrets.ssoClientId,
    timeoutMs: config.lookupTimeoutMs,
  });
  const auth = installAuth(app, {
    categoryAccess: (viewer, asked) => catalog.categoryAccess(viewer, asked),
    sso,
    classRecords,
  });
  installMember(app, { classRecords });
  const billing = installBilling(app, { classRecords });
  const cart = installCart(app, { catalog, classRecords, purchases: billing.purchases });
  const outside = connectOutsideSystems(config);
  const checkout = installCheckout(app, { prices: billing.prices, rules: cart.rules, outside });
  const payment = installPayment(app, { outside, contextCheckExempt: auth.contextCheckExempt });
  const escrow = installEscrow(app, {
    gateway: outside.escrow,
    contextCheckExempt: auth.contextCheckExempt,
  });
  orderRoutes(app);
  installRevoke(app, {
    classRecords,
    outside,
    settlement: payment.settlement,
    contextCheckExempt: auth.contextCheckExempt,
  });
  await devToolsRoutes(app, auth);
  siteRoutes(app);
  faqRoutes(app);
  const homeContent = homeContentRoutes(app);
  installSupport(app);
  installAdmin(app, { classRecords, memberContextCheckExempt: auth.contextCheckExempt });
  installAdminOrders(app, escrow);
  const files = new DiskFileStore(config.dataDir);
  fileRoutes(app, files);
  installAdminProducts(app, catalog, files);
  installAdminFees(app, { postcode: outside.postcode, oversea: checkout.oversea });
  installAdminContent(app, catalog, files);
  installAdminDocuments(app, files);
  adminPaymentRoutes(app, { gateway: outside.paymentGateway });
  adminRevokeRoutes(app);
  const identity = installSiteIdentity(app);
  installNotifications(app, {
    messages: outside.messages,
    seller: () => identity.current(),
    classRecords,
  });
  const holidays = installHolidays(app);
  installAdminReports(app, holidays);
  installRecords(app);
  await installWebApp(
    app,
    { name: config.shopName, publicUrl: config.publicUrl },
    {
      distDir: options.webDist,
      firstPaintOf: (request, path) =>
        path === '/' ? homeContent.homePaint() : catalog.firstPaintOf(request.viewer, path),
    },
  );

  app.addHook('onClose', async () => {
    redis?.disconnect();
    await cache.close();
  });
  return app;
}
