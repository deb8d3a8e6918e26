import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Mailer } from './alerts/mailer.ts';
import { registerAlertRoutes } from './alerts/routes.ts';
import { registerCalendarRoutes } from './calendar/routes.ts';
import { AlertRunner } from './alerts/runner.ts';
import { registerAccess, type RouteAccess } from './auth/access.ts';
import { SessionCookie } from './auth/cookies.ts';
import { AUTH_CHANNEL, IdentityCache } from './auth/identity-cache.ts';
import { OidcService, registerOidcRoutes, type OidcOptions } from './auth/oidc.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { SessionStore } from './auth/sessions.ts';
import { cookieSecret } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { EmbeddedMaintenance } from './db/maintenance.ts';
import { registerBadTextGuard } from './http/bad-text.ts';
import { frameworkOptions, registerParamLengthCheck } from './http/framework.ts';
import { registerBodyDrain } from './http/body-drain.ts';
import { registerDraining } from './http/draining.ts';
import { HttpError, registerErrorHandling } from './http/errors.ts';
import { DebugRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerAccountAdmin } from './modules/admin/accounts.ts';
import { registerMigrationsAdmin } from './modules/admin/migrations.ts';
import { registerGatewayRoutes } from './modules/external/gateway.ts';
import { registerPreferencesAdmin } from './modules/admin/preferences.ts';
import { registerSettingsAdmin } from './modules/admin/settings.ts';
import { registerTagAdmin } from './modules/admin/tags.ts';
import { registerStats } from './modules/admin/stats.ts';
import { registerSourceRows } from './modules/admin/source-rows.ts';
import { registerLinkAdmin } from './modules/admin/links.ts';
import { LINK_CHECK_JOB, linkCheckJob } from './modules/admin/links-job.ts';
import { registerUserAdmin } from './modules/admin/users.ts';
import { registerUserGroupAdmin } from './modules/admin/user-groups.ts';
import { registerSpecCalls } from './modules/calls.ts';
import { registerHealth } from './modules/health.ts';
import { registerHorizonRoutes } from './modules/horizon/routes.ts';
import { registerRelatedNews } from './modules/horizon/related.ts';
import { registerWorkflowQueue } from './modules/workflow/queue.ts';
import { registerRegdecompRoutes } from './modules/regdecomp/routes.ts';
import { registerMatrixRoutes } from './modules/matrices/routes.ts';
import { registerJurisdictionRoutes } from './modules/jurisdiction/routes.ts';
import { registerPolicyRoutes } from './modules/policies/routes.ts';
import { registerMetricsRoutes } from './modules/metrics/routes.ts';
import { registerImpactRoutes } from './modules/impact/routes.ts';
import { registerResearchRoutes } from './modules/research/routes.ts';
import { registerRelationshipRoutes } from './modules/relationships/routes.ts';
import { registerReportRoutes } from './modules/apps/reports/routes.ts';
import { registerArticleWorkflowRoutes } from './modules/workflow/articles.ts';
import { registerArticleReportRoutes } from './modules/workflow/report.ts';
import { registerReviewHooks } from './modules/regdecomp/review-hooks.ts';
import { registerReviewRoutes } from './modules/regdecomp/review-routes.ts';
import { registerAggregateRoutes } from './content/aggregate-routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { WriteHooks } from './content/write-hooks.ts';
import { Ingester } from './ingest/pipeline.ts';
import { autoTagOnWrite, RuleBook } from './ingest/rules.ts';
import { RERUN_JOB, rerunRules } from './ingest/rerun.ts';
import { JobRunner } from './jobs/runner.ts';
import { importJobs } from './modules/apps/import/jobs.ts';
import { registerImportRoutes } from './modules/apps/import/routes.ts';
import { registerJobRoutes } from './jobs/routes.ts';
import { registerIngestRoutes } from './ingest/routes.ts';
import { registerDiscoverRoutes } from './ingest/discover.ts';
import { registerOpmlRoutes } from './ingest/opml-routes.ts';
import { SafeFetcher } from './ingest/safe-fetch.ts';
import { IngestScheduler } from './ingest/scheduler.ts';
import { registerReadingRoutes } from './reading/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerDemoFeeds } from './demo/feeds.ts';
import { registerWeb } from './web.ts';
import { registerFileRoutes } from './files/routes.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where logs go (default stdout); tests pass their own stream to read them. */
  logStream?: DestinationStream;
  oidc?: OidcOptions;
}

export interface App extends FastifyInstance {
  /** Every route with its declared access (for the route-access test and the docs). */
  routeAccess: RouteAccess[];
  /** Stops taking new requests (503) and resolves when those in progress are answered: see `main.ts`. */
  drain(): Promise<void>;
}

/** Secrets that never reach the logs. */
const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'];
const KEY_IN_QUERY = /([?&](?:api[-_]?key|x[-_]api[-_]key|key|access[-_]?key|code|state|token)=)[^&]*/gi;
/** A calendar feed's secret token is its path (calendar readers cannot send headers): blanked the same way. */
const TOKEN_IN_PATH = /^(\/api\/calendar\/)(?!event\/)[^/?.]+/;

/** Request logs carry the headers (secrets redacted) and the URL with credential-like parameters blanked. */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(KEY_IN_QUERY, '$1[redacted]'),
    remoteAddress: request.ip,
    headers: request.headers,
  }),
};

/** Builds the Fastify app from its modules. Does not listen. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // In development request lines are debug, so that the terminal keeps what the start printed.
    ...(config.NODE_ENV === 'development' ? { logController: new DebugRequestLog() } : {}),
    ...frameworkOptions,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.NODE_ENV === 'production',
    // Closing answers 503 through the draining hook, in the product's error format, not Fastify's own.
    return503OnClosing: false,
    requestIdHeader: false,
  }) as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDrain(app);
  registerBadTextGuard(app);
  registerParamLengthCheck(app);

  const identities = new IdentityCache();
  const unlisten = await database.listen(
    AUTH_CHANNEL,
    (message) => identities.invalidate(message),
    (listening) => identities.setListening(listening),
  );
  app.addHook('onClose', unlisten);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    identities,
    sessions: new SessionStore(
      database.db,
      { idleHours: config.SESSION_IDLE_HOURS, maxHours: config.SESSION_MAX_HOURS },
      identities,
    ),
    cookie: new SessionCookie(config.cookieSecure, config.SESSION_MAX_HOURS * 3600),
  };

  const draining = registerDraining(app);
  app.decorate('drain', draining.drain);

  await app.register(fastifyCookie, { secret: await cookieSecret(database.db, config) });
  await registerSecurityHeaders(app, config.cookieSecure);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Try again in ${context.after}.`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Regulatory Horizon API',
        version: '0.1.0',
        description: 'Every call the web client and external clients make.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: ctx.cookie.name },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });

  app.routeAccess = registerAccess(app, ctx);
  const oidc = config.oidc ? new OidcService(ctx, options.oidc ?? {}) : null;

  app.get(
    '/api/openapi.json',
    { config: { access: { public: true, credentials: 'ignore' } }, schema: { hide: true } },
    async () => app.swagger(),
  );
  registerHealth(app, ctx, draining.isDraining);
  registerAuthRoutes(app, ctx, oidc);
  if (oidc) registerOidcRoutes(app, ctx, oidc);
  registerSpecCalls(app, ctx);
  registerUserAdmin(app, ctx);
  registerUserGroupAdmin(app, ctx);
  registerAccountAdmin(app, ctx);
  registerMigrationsAdmin(app, ctx);
  registerGatewayRoutes(app, ctx);
  registerSettingsAdmin(app, ctx);
  registerPreferencesAdmin(app, ctx);
  registerTagAdmin(app, ctx);
  registerStats(app, ctx);
  registerLinkAdmin(app, ctx);
  // Modules plug into what content types store (news items: auto-tagging) through these.
  const writeHooks = new WriteHooks();
  // Issue 14: a regulation's change flags the obligations and controls below it; editing one clears its flags.
  registerReviewHooks(writeHooks);
  registerContentRoutes(app, ctx, writeHooks);
  registerAggregateRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerHorizonRoutes(app, ctx);
  registerRelatedNews(app, ctx);
  registerReadingRoutes(app, ctx);
  registerWorkflowQueue(app, ctx);
  registerRegdecompRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerMatrixRoutes(app, ctx);
  registerJurisdictionRoutes(app, ctx);
  registerPolicyRoutes(app, ctx);
  registerMetricsRoutes(app, ctx);
  registerImpactRoutes(app, ctx);
  registerResearchRoutes(app, ctx);
  registerRelationshipRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerArticleWorkflowRoutes(app, ctx);
  registerArticleReportRoutes(app, ctx);
  registerIngest(app, ctx, writeHooks);
  registerAlerts(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerOpmlRoutes(app, ctx);
  registerDiscoverRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  // PGlite has no autovacuum: the background process that runs jobs does its work.
  if (database.kind === 'pglite' && config.JOBS) {
    const maintenance = new EmbeddedMaintenance(ctx.db, app.log);
    app.addHook('onReady', async () => maintenance.start());
    app.addHook('onClose', () => maintenance.stop());
  }
  if (config.DEMO) registerDemoFeeds(app);
  await registerWeb(app, config);
  return app;
}

/** Sources' fetching and auto-tagging: their routes, the schedule (INGEST) and background jobs (JOBS) here. */
function registerIngest(app: App, ctx: AppContext, writeHooks: WriteHooks): void {
  const { config } = ctx;
  const fetcher = new SafeFetcher({
    allow: config.FETCH_ALLOW,
    limits: { timeoutMs: config.FETCH_TIMEOUT_SECONDS * 1000, maxBytes: config.FETCH_MAX_BYTES },
  });
  const rules = new RuleBook();
  const ingester = new Ingester(ctx.db, fetcher, rules);
  writeHooks.register('newsitem', autoTagOnWrite(rules));
  registerIngestRoutes(app, ctx, ingester);
  registerSourceRows(app, ctx, ingester, writeHooks);
  const scheduler = new IngestScheduler(ctx.db, ingester, {
    intervalMs: config.INGEST_INTERVAL_SECONDS * 1000,
    concurrency: config.INGEST_CONCURRENCY,
    log: app.log,
  });
  const jobs = new JobRunner(
    ctx.db,
    {
      [RERUN_JOB]: rerunRules(rules),
      // Issue 17: an import's dry run and run, written through the same plug-ins as the content service's writes.
      ...importJobs(writeHooks),
      [LINK_CHECK_JOB]: linkCheckJob(fetcher, {
        gapMs: config.LINK_CHECK_GAP_MS,
        concurrency: config.LINK_CHECK_CONCURRENCY,
        timeoutMs: config.FETCH_TIMEOUT_SECONDS * 1000,
      }),
    },
    app.log,
  );
  registerJobRoutes(app, ctx);
  if (config.INGEST) app.addHook('onReady', async () => scheduler.start());
  if (config.JOBS) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await Promise.all([scheduler.stop(), jobs.stop()]);
    await fetcher.close();
  });
}

/** Alerts and notifications: their routes, the alerts' rounds (ALERTS) and e-mail when SMTP_URL is set. */
function registerAlerts(app: App, ctx: AppContext): void {
  const { config } = ctx;
  const mailer = config.SMTP_URL
    ? new Mailer(ctx.db, {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `Regulatory Horizon <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
        publicUrl: config.PUBLIC_URL,
        log: app.log,
      })
    : null;
  registerAlertRoutes(app, ctx, {
    emailEnabled: mailer !== null,
    ...(mailer ? { sendEmail: () => mailer.sendPending() } : {}),
  });
  const runner = new AlertRunner(ctx.db, {
    intervalMs: config.ALERTS_INTERVAL_SECONDS * 1000,
    emailEnabled: mailer !== null,
    log: app.log,
    ...(mailer ? { afterRound: () => mailer.sendPending() } : {}),
  });
  if (config.ALERTS) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    mailer?.close();
  });
}
