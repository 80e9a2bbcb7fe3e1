import { hashPasswordSync } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config';
import { resetDatabase } from './reset';

try {
  const config = loadConfig();
  const started = Date.now();
  resetDatabase(config.dataDir, hashPasswordSync);
  console.log(`Database reset and seeded in ${config.dataDir} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
