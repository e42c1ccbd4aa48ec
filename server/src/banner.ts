import { type Config, DEFAULT_ADMIN_PASSWORD, DEFAULT_DEMO_PASSWORD } from './config.js';

/** What this start did that the banner tells: the administrator it created, whether it seeded the demo. */
export interface StartFacts {
  url: string;
  /** the password the administrator was created with on this start, null when it existed already */
  firstAdminPassword: string | null;
}

/** A database URL without its credentials: host, port and database name only. */
function databaseWhere(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * The few lines `npm start` prints for a person at the terminal: where to open the console, who can sign in,
 * where the data is and how to stop. A password is shown only when it is the documented default (printed in
 * README.md anyway); one the operator chose through ADMIN_PASSWORD or DEMO_PASSWORD never reaches the output.
 */
export function bannerLines(config: Config, facts: StartFacts): string[] {
  const adminDefault = facts.firstAdminPassword === DEFAULT_ADMIN_PASSWORD && !config.adminPassword;
  const admin = facts.firstAdminPassword
    ? adminDefault
      ? `admin / ${DEFAULT_ADMIN_PASSWORD}`
      : 'admin / the password in ADMIN_PASSWORD'
    : config.adminPassword || config.databaseUrl
      ? 'admin'
      : `admin (${DEFAULT_ADMIN_PASSWORD} unless changed since the first start)`;
  const users = [admin];
  if (config.seed === 'demo') {
    const demo = config.demoPassword === DEFAULT_DEMO_PASSWORD ? ` / ${DEFAULT_DEMO_PASSWORD}` : '';
    users.push(`operator, advertiser, viewer${demo}`);
  }
  const files = config.storage.kind === 's3' ? `bucket ${config.storage.bucket}` : config.storage.dir;
  const data = config.databaseUrl
    ? `${databaseWhere(config.databaseUrl)}; files in ${files}`
    : `SQLite and files in ${config.dataDir}`;
  const lines = [
    `AdConsole is serving ${facts.url}`,
    `  sign in (SHAREid / password): ${users.join('; ')}`,
    `  data: ${data}`,
    '  stop: Ctrl+C',
  ];
  if (!config.databaseUrl) lines.push(`  fresh demo data: stop, delete ${config.dataDir}, start again`);
  return lines;
}
