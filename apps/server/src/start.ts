import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * The server's start, once main.ts has checked the Node.js version and turned source maps on:
 * reads the configuration, builds the app, listens, and closes it on SIGINT/SIGTERM.
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
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(`Neighbourly is serving ${config.publicUrl} (database: ${where})`);
}
