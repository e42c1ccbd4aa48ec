// The server's start, loaded by main.ts once V8 is set up: the configuration, then one process or a cluster.
import cluster from 'node:cluster';
import { runPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { serve } from './serve.js';

/** The configuration, or the reason it cannot start (PUBLIC_ORIGIN missing on PostgreSQL, say) and exit 1. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`AdConsole cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else if (cluster.isPrimary) await serve(config, { bootstrap: true });
else await serve(config, { bootstrap: false, worker: Number(process.env.ADCONSOLE_WORKER) });
