-- Training: lecturers, the retail goods catalogue, courses with chapters and lessons, learning
-- progress, meetings, training sessions, policies and procurement file templates.
-- Times are Unix seconds (INTEGER); money is in cents (fen); days are 'YYYY-MM-DD' in China time.

-- Lecturers teach courses, training sessions and business-school programmes.
CREATE TABLE lecturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT ''
);

-- The goods the shops sell. Product training courses and shop product cards point here.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  model TEXT NOT NULL UNIQUE,
  cover TEXT NOT NULL DEFAULT '',
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  selling_points TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selling_points)),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE course_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  icon TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

-- A paid course is bought through an order of kind 'course' whose ref_id is the course id.
-- Compulsory courses carry the kind of requirement the compulsory pages group them by, and an
-- audience: 'manager' courses are the shop and area managers' required list.
CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES course_categories(id),
  lecturer_id INTEGER REFERENCES lecturers(id),
  product_id INTEGER REFERENCES products(id),
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT '',
  media_kind TEXT NOT NULL CHECK (media_kind IN ('video', 'audio', 'document', 'mixed')),
  price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  is_free INTEGER NOT NULL DEFAULT 1 CHECK (is_free IN (0, 1)),
  is_compulsory INTEGER NOT NULL DEFAULT 0 CHECK (is_compulsory IN (0, 1)),
  compulsory_kind TEXT CHECK (compulsory_kind IN ('product', 'activity', 'company')),
  audience TEXT NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'manager')),
  deadline_at INTEGER,
  is_recommended INTEGER NOT NULL DEFAULT 0 CHECK (is_recommended IN (0, 1)),
  points_reward INTEGER NOT NULL DEFAULT 0 CHECK (points_reward >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL,
  CHECK ((is_free = 1 AND price_cents = 0) OR (is_free = 0 AND price_cents > 0)),
  CHECK ((is_compulsory = 0 AND compulsory_kind IS NULL AND deadline_at IS NULL)
      OR (is_compulsory = 1 AND compulsory_kind IS NOT NULL))
);
CREATE INDEX courses_category ON courses(category_id, sort);
CREATE INDEX courses_compulsory ON courses(is_compulsory, compulsory_kind);

CREATE TABLE course_chapters (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX course_chapters_course ON course_chapters(course_id, sort);

-- media_url is a path relative to the API origin, e.g. /api/media/lesson-video-1.mp4.
-- For documents duration_seconds is the suggested reading time.
CREATE TABLE lessons (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL REFERENCES course_chapters(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('video', 'audio', 'document')),
  media_url TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  is_free_preview INTEGER NOT NULL DEFAULT 0 CHECK (is_free_preview IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX lessons_course ON lessons(course_id, sort);
CREATE INDEX lessons_chapter ON lessons(chapter_id, sort);

-- order_id is the paid order of a 'purchase' enrolment, when known.
CREATE TABLE enrolments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  course_id INTEGER NOT NULL REFERENCES courses(id),
  source TEXT NOT NULL CHECK (source IN ('free', 'purchase', 'assigned')),
  order_id INTEGER REFERENCES orders(id),
  last_lesson_id INTEGER REFERENCES lessons(id),
  created_at INTEGER NOT NULL,
  last_studied_at INTEGER,
  completed_at INTEGER,
  UNIQUE (user_id, course_id)
);
CREATE INDEX enrolments_course ON enrolments(course_id);
CREATE INDEX enrolments_user_recent ON enrolments(user_id, last_studied_at);

-- Where the player resumes (position) and how far the learner has got (furthest); a lesson is
-- completed once furthest reaches its duration.
CREATE TABLE lesson_progress (
  user_id INTEGER NOT NULL REFERENCES users(id),
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position_seconds INTEGER NOT NULL DEFAULT 0 CHECK (position_seconds >= 0),
  furthest_seconds INTEGER NOT NULL DEFAULT 0 CHECK (furthest_seconds >= 0),
  completed_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, lesson_id)
) WITHOUT ROWID;
CREATE INDEX lesson_progress_course ON lesson_progress(user_id, course_id);

-- Seconds studied per user, day and lesson: learning statistics, records and the study ranking.
CREATE TABLE study_logs (
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  seconds INTEGER NOT NULL CHECK (seconds > 0),
  PRIMARY KEY (user_id, day, lesson_id)
) WITHOUT ROWID;
CREATE INDEX study_logs_day ON study_logs(day);

CREATE TABLE course_reviews (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (course_id, user_id)
);

CREATE TABLE meetings (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('online', 'offline')),
  host TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX meetings_start ON meetings(starts_at);

CREATE TABLE meeting_attendees (
  meeting_id INTEGER NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  signed_up_at INTEGER NOT NULL,
  checked_in_at INTEGER,
  PRIMARY KEY (meeting_id, user_id)
) WITHOUT ROWID;

-- Offline training sessions (training/list, info) and their timetable items (training/details).
CREATE TABLE training_sessions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  lecturer_id INTEGER REFERENCES lecturers(id),
  location TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  seats INTEGER NOT NULL CHECK (seats > 0),
  enrolled_count INTEGER NOT NULL DEFAULT 0 CHECK (enrolled_count >= 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  CHECK (enrolled_count <= seats),
  CHECK (ends_at > starts_at)
);
CREATE INDEX training_sessions_start ON training_sessions(starts_at);

CREATE TABLE training_schedule_items (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  speaker TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX training_schedule_session ON training_schedule_items(session_id, starts_at);

-- enrolled_count on the session equals the number of 'enrolled' rows here.
CREATE TABLE training_signups (
  session_id INTEGER NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'enrolled' CHECK (status IN ('enrolled', 'cancelled')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, user_id)
) WITHOUT ROWID;

CREATE TABLE policy_catalogues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE policies (
  id INTEGER PRIMARY KEY,
  catalogue_id INTEGER NOT NULL REFERENCES policy_catalogues(id),
  doc_no TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  attachment_url TEXT NOT NULL DEFAULT '',
  published_at INTEGER NOT NULL
);
CREATE INDEX policies_catalogue ON policies(catalogue_id, published_at);

-- Procurement file drafting (fileWeave): a template lists its form fields as JSON
-- ([{key, label, type: 'text'|'number'|'date'|'textarea', required}]) and a body with
-- {{key}} placeholders; a draft is one user's filled-in values.
CREATE TABLE file_templates (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  body_template TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE file_drafts (
  id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES file_templates(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  field_values TEXT NOT NULL CHECK (json_valid(field_values)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX file_drafts_user ON file_drafts(user_id, updated_at);
