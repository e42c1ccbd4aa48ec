import os from 'node:os';
import path from 'node:path';

/** Where stored files go: a local folder, or an S3-compatible bucket when its settings are present. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  storage: StorageConfig;
  adminPassword: string | null;
  /** demo data: on by default in embedded mode, only with SEED=demo on PostgreSQL */
  seed: 'demo' | 'none';
  /** the language the demo data's own texts (the demo tag tree) are written in: the console's default, zh-CN */
  seedLanguage: 'zh-CN' | 'en-US';
  /** demo users' password: demo1234 in embedded mode; on PostgreSQL it must be given (DEMO_PASSWORD) */
  demoPassword: string | null;
  notifyWebhookUrl: string | null;
  /**
   * the console's public URL (PUBLIC_ORIGIN): every absolute URL the server stores or writes starts with it, never
   * with what a request's Host header says; `http://localhost:PORT` in embedded mode, required with DATABASE_URL
   */
  publicOrigin: string;
  /** tracking URLs of campaigns and ads must start with this (TRACKING_HOST; unset: PUBLIC_ORIGIN) */
  trackingHost: string;
  webDist: string;
  logLevel: string;
  /** readable log lines instead of JSON (LOG_PRETTY=1, which `npm run dev` sets; pino-pretty is a dev dependency) */
  logPretty: boolean;
  /**
   * every answer also parsed by its zod schema, and a 500 when it does not match or is written otherwise
   * (ANSWER_CHECK=1: the tests and `npm run dev` set it; core/answer-writer.ts)
   */
  answerCheck: boolean;
  /** behind a load balancer, trust X-Forwarded-For for the per-address login limit */
  trustProxy: boolean;
  /** an uploaded file no material uses is removed after this long (FILE_ORPHAN_GRACE_HOURS, default 24) */
  fileOrphanGraceMs: number;
  /** audit entries older than this many days are pruned (AUDIT_RETENTION_DAYS; unset: kept forever) */
  auditRetentionDays: number | null;
  /** front-end log lines older than this many days are pruned (FE_LOG_RETENTION_DAYS, default 30) */
  feLogRetentionDays: number;
  /** delivery statistics' hour lines are kept this many days, then folded into the daily rollup (DELIVERY_STATS_RAW_DAYS, default 14) */
  deliveryStatsRawDays: number;
  /**
   * password checks run at once per process, and how many more may wait (LOGIN_HASH_CONCURRENCY: one per two cores,
   * 1 or 2; LOGIN_HASH_QUEUE 8)
   */
  loginHashPool: { size: number; queue: number };
  /** the ffmpeg binary that makes video poster frames (FFMPEG_PATH, default `ffmpeg` on the PATH) */
  ffmpegPath: string;
  /** server processes sharing the port (WORKERS: a number, or `auto` for one per core; default 1) */
  workers: number;
  /** whether this process runs the background jobs (the orphan sweep): only one process of a cluster does */
  background: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The embedded mode's default passwords: the administrator's (printed in the start log) and the demo users'. */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';
export const DEFAULT_DEMO_PASSWORD = 'demo1234';

/** Reads the environment once; every variable has a default that works on a laptop. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const s3 = env.S3_ENDPOINT && env.S3_BUCKET;
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const publicOrigin = readPublicOrigin(env, databaseUrl);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    storage: s3
      ? {
          kind: 's3',
          endpoint: env.S3_ENDPOINT!,
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : { kind: 'local', dir: path.join(dataDir, 'files') },
    adminPassword: env.ADMIN_PASSWORD || null,
    seed: env.SEED === 'demo' || (!databaseUrl && env.SEED !== 'none') ? 'demo' : 'none',
    seedLanguage: env.SEED_LANG === 'en-US' ? 'en-US' : 'zh-CN',
    demoPassword: env.DEMO_PASSWORD || (databaseUrl ? null : DEFAULT_DEMO_PASSWORD),
    notifyWebhookUrl: env.NOTIFY_WEBHOOK_URL || null,
    publicOrigin,
    trackingHost: env.TRACKING_HOST || publicOrigin,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: env.LOG_PRETTY === '1',
    answerCheck: env.ANSWER_CHECK === '1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    fileOrphanGraceMs: Number(env.FILE_ORPHAN_GRACE_HOURS ?? 24) * 3600 * 1000,
    auditRetentionDays: Number(env.AUDIT_RETENTION_DAYS) > 0 ? Number(env.AUDIT_RETENTION_DAYS) : null,
    feLogRetentionDays: Number(env.FE_LOG_RETENTION_DAYS) > 0 ? Number(env.FE_LOG_RETENTION_DAYS) : 30,
    deliveryStatsRawDays: Number(env.DELIVERY_STATS_RAW_DAYS) > 0 ? Number(env.DELIVERY_STATS_RAW_DAYS) : 14,
    loginHashPool: {
      // default: one check per two cores, two at most. Each check runs on a thread of its own at background
      // priority (auth/password-thread.ts) and takes 19 MiB: on two cores one such thread under a login flood
      // leaves the lists 76-81% of their throughput (bench/RESULTS.md, "Load fairness"); a deployment with more
      // cores and many sign-ins may raise it
      size: Math.max(
        1,
        Math.floor(Number(env.LOGIN_HASH_CONCURRENCY ?? Math.min(2, os.availableParallelism() >> 1))) || 1,
      ),
      queue: Math.max(0, Math.floor(Number(env.LOGIN_HASH_QUEUE ?? 8)) || 0),
    },
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    workers:
      env.WORKERS === 'auto' ? os.availableParallelism() : Math.max(1, Math.floor(Number(env.WORKERS ?? 1)) || 1),
    // set by the cluster's primary for each worker it forks (cluster.ts); a lone process is its own background
    background: (env.ADCONSOLE_WORKER ?? '1') === '1',
  };
}

/** A setting the server cannot start with; main.ts prints its message and exits. */
export class ConfigError extends Error {}

/**
 * PUBLIC_ORIGIN as an origin (`https://ads.example.com`, no path): in embedded mode `http://localhost:PORT` by
 * default; with DATABASE_URL a deployment has a real address, and a guess (or the Host header of whoever calls)
 * would end up in tracking links and JS tags, so it is required, as ADMIN_PASSWORD is.
 */
function readPublicOrigin(env: NodeJS.ProcessEnv, databaseUrl: string | null): string {
  const given = env.PUBLIC_ORIGIN?.trim();
  if (given) return parsePublicOrigin(given);
  if (databaseUrl) {
    throw new ConfigError(
      "PUBLIC_ORIGIN is required with DATABASE_URL: the console's public URL, e.g. https://ads.example.com",
    );
  }
  return `http://localhost:${Number(env.PORT ?? 8080)}`;
}

/** An http(s) origin without path, query, fragment or credentials, answered in its normal form. */
export function parsePublicOrigin(value: string): string {
  const refuse = () =>
    new ConfigError(
      `PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://ads.example.com (got "${value}")`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || /[?#]/.test(value)) throw refuse();
  return url.origin;
}
