import { bannerLines } from './banner.js';
import type { Config } from './config.js';
import { releaseYoungGeneration } from './core/young-generation.js';
import { BootstrapError } from './seed/bootstrap.js';
import { createServer, type Server } from './server.js';

/** Builds the server, or exits with the reason when the deployment cannot start (a missing password, say). */
export async function startOrExit(config: Config, options?: { bootstrap?: boolean }): Promise<Server> {
  try {
    return await createServer(config, undefined, options);
  } catch (error) {
    if (error instanceof BootstrapError) {
      console.error(`AdConsole cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Prints the start banner for the person at the terminal (banner.ts); log lines carry no password. */
export function announceStart(config: Config, server: Server, url: string): void {
  console.log(bannerLines(config, { url, firstAdminPassword: server.firstAdminPassword }).join('\n'));
  if (server.demoSeeded) server.app.log.info('demo data seeded');
}

/** The address a person opens: a wildcard host answers on localhost. */
export function localUrl(config: Config): string {
  return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
}

/** Listens, and on SIGINT/SIGTERM finishes the requests in flight before exiting (10 s at most). */
export async function serve(config: Config, options: { bootstrap: boolean; worker?: number }): Promise<void> {
  const server = await startOrExit(config, { bootstrap: options.bootstrap });
  const { app } = server;
  await app.listen({ port: config.port, host: config.host });
  // started: from here the young generation grows with the calls (main.ts held it small while the modules loaded)
  releaseYoungGeneration();
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const url = localUrl(config);
  app.log.info(`AdConsole ${options.worker ? `worker ${options.worker} ` : ''}serving ${url} (${where})`);
  if (options.bootstrap) announceStart(config, server, url);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing requests in flight, then stopping`);
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      server
        .close()
        .then(() => {
          clearTimeout(force);
          process.exit(0);
        })
        .catch(() => process.exit(1));
    });
  }
}
