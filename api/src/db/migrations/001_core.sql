-- Core: organisation, accounts, sessions, joining, simulated outside services, money and points.
-- Times are Unix seconds (INTEGER); money is in cents (fen).

CREATE TABLE areas (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  area_id INTEGER NOT NULL REFERENCES areas(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT ''
);
CREATE INDEX shops_area ON shops(area_id);

-- A team is the staff of one shop; its invite code is what a new member types to join it.
CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL UNIQUE REFERENCES shops(id),
  name TEXT NOT NULL,
  invite_code TEXT NOT NULL UNIQUE
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  mobile TEXT UNIQUE,
  password_hash TEXT,
  username TEXT NOT NULL DEFAULT '',
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  sex INTEGER NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
  is_check INTEGER NOT NULL DEFAULT 0 CHECK (is_check IN (0, 1, 2)),
  role TEXT NOT NULL DEFAULT 'staff' CHECK (role IN ('staff', 'shop_manager', 'area_manager')),
  area_id INTEGER REFERENCES areas(id),
  shop_id INTEGER REFERENCES shops(id),
  team_id INTEGER REFERENCES teams(id),
  money_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_cents >= 0),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  mp_openid TEXT UNIQUE,
  mini_openid TEXT UNIQUE,
  app_openid TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX users_team ON users(team_id);
CREATE INDEX users_area ON users(area_id);

-- Issued tokens, so logout and account deletion can revoke them server-side.
CREATE TABLE tokens (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX tokens_user ON tokens(user_id);

-- The SMS outbox: every code "sent" is a row, shown on the dev outbox page.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  scene TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- wrong guesses against this code; it stops working after a few, so 6 digits cannot be guessed
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, created_at);

CREATE TABLE qr_tickets (
  ticket TEXT PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'consumed')),
  user_id INTEGER REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Codes a (simulated) WeChat authorize page hands to the app, exchanged once for an openid.
CREATE TABLE wx_codes (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mini', 'app', 'mp')),
  openid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);

-- A WeChat identity not yet bound to an account waits here until a mobile is verified.
CREATE TABLE wx_bind_tickets (
  ticket TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mini', 'app', 'mp')),
  openid TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE join_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  team_id INTEGER NOT NULL REFERENCES teams(id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT NOT NULL DEFAULT '',
  reviewer_id INTEGER REFERENCES users(id),
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX join_requests_user ON join_requests(user_id, created_at);
CREATE INDEX join_requests_team ON join_requests(team_id, status);

CREATE TABLE faq (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  storage_path TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE recharge_options (
  id INTEGER PRIMARY KEY,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  bonus_cents INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('course', 'recharge')),
  ref_id INTEGER,
  title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'refunded')),
  pay_method TEXT CHECK (pay_method IN ('balance', 'wechat', 'points')),
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  cancelled_at INTEGER
);
CREATE INDEX orders_user ON orders(user_id, status, created_at);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  payment_no TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX payments_order ON payments(order_id);

CREATE TABLE money_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  delta_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  reason TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX money_ledger_user ON money_ledger(user_id, created_at);

CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  delta INTEGER NOT NULL,
  balance_after INTEGER NOT NULL,
  reason TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX points_ledger_user ON points_ledger(user_id, created_at);

CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sender TEXT NOT NULL CHECK (sender IN ('user', 'agent')),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_user ON chat_messages(user_id, id);

-- Small key/value facts of this data directory (the generated JWT secret, the seed version).
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
