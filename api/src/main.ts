import { buildApp } from './app';
import { nowSeconds } from './clock';
import { hashPasswordSync } from './auth/passwords';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDatabase } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  // A no-op when the database already has data: the first start creates, migrates and seeds.
  seedDatabase(db, { hashPassword: hashPasswordSync, now: nowSeconds() });
  const { app } = await buildApp(config, db);
  const shutdown = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `API ready at http://localhost:${port}/api (reference: http://localhost:${port}/api/docs${config.mode === 'development' ? `, dev tools: http://localhost:${port}/api/dev` : ''})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port in use: set API_PORT to a free port. (${(error as Error).message})`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
