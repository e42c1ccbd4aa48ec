import { loadConfig } from './config.js';
import { BootstrapError } from './seed/bootstrap.js';
import { createServer } from './server.js';

const config = loadConfig();
let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(config);
} catch (error) {
  if (error instanceof BootstrapError) {
    console.error(`AdConsole cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const { app } = server;
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
app.log.info(
  `AdConsole serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${where})`,
);
if (server.firstAdminPassword) {
  app.log.info(`first start: administrator "admin" with password "${server.firstAdminPassword}"`);
}
if (server.demoSeeded)
  app.log.info('demo data seeded: users "operator" and "advertiser" (password demo1234 in embedded mode)');

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
