import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from './paths';

export type ApiMode = 'development' | 'production';

export type ApiConfig = {
  host: string;
  port: number;
  /** Origin the API is reachable at from a browser; used in QR codes and provider URLs. */
  publicUrl: string;
  dataDir: string;
  mode: ApiMode;
  /** Undefined means "generate one per data directory and keep it there". */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Browser origins allowed to call the API with credentials (the shell and the remotes). */
  corsOrigins: string[];
  logLevel: string;
  /** The official account the app runs under inside the WeChat browser (JS-SDK share cards). */
  wechat: { appId: string; jsapiTicket: string };
  /**
   * Whether GET /api/demo-accounts lists the seeded accounts for the login page: 'auto' when the
   * database was filled by the demo seed (in any mode), 'on' always, 'off' never.
   */
  demoAccounts: DemoAccountsSetting;
  /**
   * The CJK font certificates' PDFs are set in (regular and bold), or null when none is
   * installed: the PDF then answers HTTP 503.
   */
  cjkFont: { regular: FontFile; bold: FontFile } | null;
};

/** A font file, and the face to take from it when it is a collection (`.ttc`). */
export type FontFile = { path: string; face?: string };

export type DemoAccountsSetting = 'auto' | 'on' | 'off';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_PORT = 3100;
// Stand-ins for the official account: a deployment sets its own app id, and a ticket service
// outside this API refreshes API_WECHAT_JSAPI_TICKET from WeChat every two hours.
const DEV_WECHAT_APP_ID = 'wx0000000000000000';
const DEV_WECHAT_JSAPI_TICKET = 'dev-jsapi-ticket';
const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

function parseInteger(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

function parseOrigins(raw: string): string[] {
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(
        `API_CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:3000; "${origin}" is not a URL.`,
      );
    }
    if (url.origin !== origin) {
      throw new ConfigError(
        `API_CORS_ORIGINS entries are bare origins (scheme://host:port); use "${url.origin}" instead of "${origin}".`,
      );
    }
  }
  return origins;
}

function wechatAppId(raw: string | undefined): string {
  if (raw === undefined) return DEV_WECHAT_APP_ID;
  if (!/^wx[0-9a-f]{16}$/.test(raw)) {
    throw new ConfigError(
      `API_WECHAT_APP_ID must be an official account app id: "wx" then 16 hex digits, got "${raw}".`,
    );
  }
  return raw;
}

const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const DEFAULT_CJK_FONTS: { regular: FontFile; bold: FontFile }[] = [
  {
    // fonts-noto-cjk: collections of CFF fonts, the Simplified Chinese face picked by name.
    regular: { path: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`, face: 'NotoSansCJKsc-Regular' },
    bold: { path: `${NOTO_CJK}/NotoSansCJK-Bold.ttc`, face: 'NotoSansCJKsc-Bold' },
  },
  {
    // fonts-droid-fallback: one TrueType face, no bold.
    regular: { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' },
    bold: { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' },
  },
];

/** `/path/font.ttc#PostScriptName` (the face only for a collection) names a font file. */
function fontSetting(name: string, raw: string): FontFile {
  const [file = '', face] = raw.split('#');
  if (!path.isAbsolute(file) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new ConfigError(
      `${name} must be the absolute path of a font file (.ttf, .otf or .ttc#PostScriptName), got "${raw}": no such file.`,
    );
  }
  return face ? { path: file, face } : { path: file };
}

function cjkFont(env: NodeJS.ProcessEnv): ApiConfig['cjkFont'] {
  if (env.API_CJK_FONT) {
    const regular = fontSetting('API_CJK_FONT', env.API_CJK_FONT);
    const bold = env.API_CJK_FONT_BOLD
      ? fontSetting('API_CJK_FONT_BOLD', env.API_CJK_FONT_BOLD)
      : regular;
    return { regular, bold };
  }
  if (env.API_CJK_FONT_BOLD) {
    throw new ConfigError('API_CJK_FONT_BOLD needs API_CJK_FONT (the regular face) set too.');
  }
  return DEFAULT_CJK_FONTS.find((f) => fs.existsSync(f.regular.path)) ?? null;
}

/**
 * Reads the API's configuration from the environment. Every bad value is a ConfigError whose
 * message names the variable and what to set it to, so startup fails with a fix, not a stack.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = env.API_PORT ? parseInteger('API_PORT', env.API_PORT, 0, 65535) : DEFAULT_PORT;
  const host = env.API_HOST ?? '127.0.0.1';
  const modeRaw = env.API_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  if (modeRaw !== 'development' && modeRaw !== 'production') {
    throw new ConfigError(`API_MODE must be "development" or "production", got "${modeRaw}".`);
  }
  const tokenTtlSeconds = env.API_TOKEN_TTL_SECONDS
    ? parseInteger('API_TOKEN_TTL_SECONDS', env.API_TOKEN_TTL_SECONDS, 60, 365 * 24 * 60 * 60)
    : DEFAULT_TOKEN_TTL_SECONDS;
  const jwtSecret = env.API_JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError(
      'API_JWT_SECRET must be at least 32 characters long (or unset it to generate one).',
    );
  }
  const demoAccounts = env.API_DEMO_ACCOUNTS ?? 'auto';
  if (demoAccounts !== 'auto' && demoAccounts !== 'on' && demoAccounts !== 'off') {
    throw new ConfigError(
      `API_DEMO_ACCOUNTS must be "auto", "on" or "off", got "${demoAccounts}".`,
    );
  }
  const publicUrl = env.API_PUBLIC_URL ?? `http://localhost:${port}`;
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(
      `API_PUBLIC_URL must be an absolute URL such as http://localhost:3100, got "${publicUrl}".`,
    );
  }
  return {
    host,
    port,
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir: path.resolve(env.API_DATA_DIR ?? path.join(apiRoot, '.data')),
    mode: modeRaw,
    jwtSecret,
    tokenTtlSeconds,
    corsOrigins: env.API_CORS_ORIGINS ? parseOrigins(env.API_CORS_ORIGINS) : DEFAULT_CORS_ORIGINS,
    logLevel: env.API_LOG_LEVEL ?? 'warn',
    wechat: {
      appId: wechatAppId(env.API_WECHAT_APP_ID),
      jsapiTicket: env.API_WECHAT_JSAPI_TICKET || DEV_WECHAT_JSAPI_TICKET,
    },
    demoAccounts,
    cjkFont: cjkFont(env),
  };
}
