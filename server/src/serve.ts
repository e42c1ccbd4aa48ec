import type { Config } from './config.js';
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

/** Logs what a first start made: the administrator's password, the demo users. */
export function announceBootstrap(server: Server): void {
  const { app } = server;
  if (server.firstAdminPassword) {
    app.log.info(`first start: administrator "admin" with password "${server.firstAdminPassword}"`);
  }
  if (server.demoSeeded)
    app.log.info('demo data seeded: users "operator", "advertiser" and "viewer" (password demo1234 in embedded mode)');
}

/** Listens, and on SIGINT/SIGTERM finishes the requests in flight before exiting (10 s at most). */
export async function serve(config: Config, options: { bootstrap: boolean; worker?: number }): Promise<void> {
  const server = await startOrExit(config, { bootstrap: options.bootstrap });
  const { app } = server;
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  app.log.info(`AdConsole ${options.worker ? `worker ${options.worker} ` : ''}serving ${url} (${where})`);
  if (options.bootstrap) announceBootstrap(server);

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
