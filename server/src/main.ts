import cluster from 'node:cluster';
import { runPrimary } from './cluster.js';
import { loadConfig } from './config.js';
import { serve } from './serve.js';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else if (cluster.isPrimary) await serve(config, { bootstrap: true });
else await serve(config, { bootstrap: false, worker: Number(process.env.ADCONSOLE_WORKER) });
