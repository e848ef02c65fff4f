/**
 * `npm start`: the Cardavia server on one port (PORT, 8080 by default) with its SQLite database under
 * CARDAVIA_DATA (./data). SIGTERM or SIGINT closes it gracefully; a killed server loses nothing, since every
 * accepted action is in the log before anyone hears of it.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from './app.js';
import { configFromEnv } from './config.js';

const config = configFromEnv();
const { app } = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
app.log.info({ port, data: config.dataDir }, `cardavia listening on port ${port}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // If a connection will not let go, leave anyway: nothing is lost (see above).
  setTimeout(() => process.exit(0), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
