import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { exitGracefullyOnSignals } from './shutdown/graceful.ts';

/**
 * The server's start, once main.ts has checked the Node.js version and turned source maps on:
 * reads the configuration, builds the app, listens, and stops gracefully on SIGINT/SIGTERM
 * (shutdown/graceful.ts).
 */
export async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  exitGracefullyOnSignals(app, config.shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(`Neighbourly is serving ${config.publicUrl} (database: ${where})`);
}
