import { ConfigError, loadConfig } from '../src/config';

describe('configuration errors say what to fix', () => {
  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT must be a whole number, got "abc".'],
    [{ API_PORT: '70000' }, 'API_PORT must be between 0 and 65535, got 70000.'],
    [{ API_MODE: 'staging' }, 'API_MODE must be "development" or "production", got "staging".'],
    [
      { API_JWT_SECRET: 'short' },
      'API_JWT_SECRET must be at least 32 characters long (or unset it to generate one).',
    ],
    [
      { API_TOKEN_TTL_SECONDS: '5' },
      'API_TOKEN_TTL_SECONDS must be between 60 and 31536000, got 5.',
    ],
    [
      { API_PUBLIC_URL: 'localhost' },
      'API_PUBLIC_URL must be an absolute URL such as http://localhost:3100, got "localhost".',
    ],
    [
      { API_CORS_ORIGINS: 'http://localhost:3000/app' },
      'API_CORS_ORIGINS entries are bare origins (scheme://host:port); use "http://localhost:3000" instead of "http://localhost:3000/app".',
    ],
    [
      { API_WECHAT_APP_ID: 'wechat-app' },
      'API_WECHAT_APP_ID must be an official account app id: "wx" then 16 hex digits, got "wechat-app".',
    ],
    [{ API_DEMO_ACCOUNTS: 'yes' }, 'API_DEMO_ACCOUNTS must be "auto", "on" or "off", got "yes".'],
  ])('%j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('has working defaults: port 3100, 7-day tokens, development mode, demo accounts auto', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3100,
      tokenTtlSeconds: 604800,
      mode: 'development',
      demoAccounts: 'auto',
    });
  });
});
