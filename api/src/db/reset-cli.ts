import { hashPasswordSync } from '../auth/passwords';
import { nowSeconds } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { resetDatabase } from './reset';

try {
  const config = loadConfig();
  const started = Date.now();
  // Seeded around today, as the API's first start does: ongoing activities, tasks due today.
  resetDatabase(config.dataDir, hashPasswordSync, { now: nowSeconds() });
  console.log(`Database reset and seeded in ${config.dataDir} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
