-- Content: banners, news, materials, culture, the business school (college), shop enablement,
-- search keywords and history.
-- body_html is sanitised-on-display rich text; image sources in it are paths relative to the
-- API origin (/api/media/...), like every other media URL.

-- position names the page that shows the banner; link is an app route with its query string.
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL CHECK (position IN ('home', 'train', 'college', 'exam', 'material', 'shop')),
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX banners_position ON banners(position, sort);

CREATE TABLE news_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

-- like_count equals the number of news_likes rows plus likes from before the app existed
-- (seeded baseline); handlers keep both in step.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES news_categories(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL,
  author TEXT NOT NULL DEFAULT '',
  read_count INTEGER NOT NULL DEFAULT 0 CHECK (read_count >= 0),
  like_count INTEGER NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  is_top INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
  published_at INTEGER NOT NULL
);
CREATE INDEX news_category ON news(category_id, published_at);
CREATE INDEX news_published ON news(published_at);

CREATE TABLE news_likes (
  news_id INTEGER NOT NULL REFERENCES news(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (news_id, user_id)
) WITHOUT ROWID;
CREATE INDEX news_likes_user ON news_likes(user_id);

-- The side rail of the materials centre: top-level categories, optionally with children.
CREATE TABLE material_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES material_categories(id),
  name TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX material_categories_parent ON material_categories(parent_id, sort);

CREATE TABLE materials (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES material_categories(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  read_count INTEGER NOT NULL DEFAULT 0 CHECK (read_count >= 0),
  download_count INTEGER NOT NULL DEFAULT 0 CHECK (download_count >= 0),
  is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
  published_at INTEGER NOT NULL
);
CREATE INDEX materials_category ON materials(category_id, published_at);

CREATE TABLE material_attachments (
  id INTEGER PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'image', 'video')),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX material_attachments_material ON material_attachments(material_id, sort);

CREATE TABLE material_favourites (
  user_id INTEGER NOT NULL REFERENCES users(id),
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, material_id)
) WITHOUT ROWID;

-- The culture page: an introduction, values, a history timeline (event_date 'YYYY' or
-- 'YYYY-MM') and a photo gallery.
CREATE TABLE culture_items (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('intro', 'value', 'history', 'gallery')),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  event_date TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK ((kind = 'history') = (event_date IS NOT NULL))
);
CREATE INDEX culture_items_kind ON culture_items(kind, sort);

CREATE TABLE college_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Business-school classes. enrolled_count equals the number of 'enrolled' college_enrolments.
CREATE TABLE college_programmes (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES college_categories(id),
  lecturer_id INTEGER REFERENCES lecturers(id),
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  mode TEXT NOT NULL CHECK (mode IN ('online', 'offline')),
  location TEXT NOT NULL DEFAULT '',
  seats INTEGER NOT NULL CHECK (seats > 0),
  enrolled_count INTEGER NOT NULL DEFAULT 0 CHECK (enrolled_count >= 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK (enrolled_count <= seats),
  CHECK (ends_at > starts_at)
);
CREATE INDEX college_programmes_category ON college_programmes(category_id, starts_at);

CREATE TABLE college_enrolments (
  programme_id INTEGER NOT NULL REFERENCES college_programmes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'enrolled' CHECK (status IN ('enrolled', 'cancelled')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (programme_id, user_id)
) WITHOUT ROWID;
CREATE INDEX college_enrolments_user ON college_enrolments(user_id);

-- Shop enablement: display guides, product cards (with the product they describe) and
-- sales scripts.
CREATE TABLE shop_guides (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('display_guide', 'product_card', 'sales_script')),
  product_id INTEGER REFERENCES products(id),
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL,
  CHECK ((kind = 'product_card') = (product_id IS NOT NULL))
);
CREATE INDEX shop_guides_kind ON shop_guides(kind, sort);

CREATE TABLE hot_keywords (
  id INTEGER PRIMARY KEY,
  keyword TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

-- One row per user and keyword; searching again moves it to the top (searched_at).
CREATE TABLE search_history (
  user_id INTEGER NOT NULL REFERENCES users(id),
  keyword TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, keyword)
) WITHOUT ROWID;
CREATE INDEX search_history_recent ON search_history(user_id, searched_at);
