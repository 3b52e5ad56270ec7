import { loadApiConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createApiApp } from './app.ts';

const config = loadApiConfig();
const handle = await openDatabase(config);
const app = createApiApp({ db: handle.db });
const server = app.listen(config.API_PORT, config.API_HOST, () => {
  console.log(
    JSON.stringify({ level: 'info', msg: 'API listening', port: config.API_PORT, database: handle.engine }),
  );
});

async function shutdown(signal: string) {
  console.log(JSON.stringify({ level: 'info', msg: 'API stopping', signal }));
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
