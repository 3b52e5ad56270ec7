import { loadBffConfig } from './config.ts';
import { createBffApp } from './app.ts';

const config = loadBffConfig();
const { app, stop } = await createBffApp(config);
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'BFF listening', url: `http://${config.HOST}:${config.PORT}`, api: config.API_URL }));
});

async function shutdown(signal: string) {
  console.log(JSON.stringify({ level: 'info', msg: 'BFF stopping', signal }));
  server.close();
  await stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
