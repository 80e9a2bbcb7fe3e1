-- The "mine" area: knowledge base, notices, announcements, daily sign-in, study routes,
-- questionnaires and feedback.

CREATE TABLE kb_folders (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES kb_folders(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX kb_folders_parent ON kb_folders(parent_id, sort);

CREATE TABLE kb_files (
  id INTEGER PRIMARY KEY,
  folder_id INTEGER NOT NULL REFERENCES kb_folders(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'image', 'video', 'doc')),
  url TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  uploaded_by TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX kb_files_folder ON kb_files(folder_id, created_at);

CREATE TABLE kb_reads (
  user_id INTEGER NOT NULL REFERENCES users(id),
  file_id INTEGER NOT NULL REFERENCES kb_files(id) ON DELETE CASCADE,
  first_read_at INTEGER NOT NULL,
  last_read_at INTEGER NOT NULL,
  read_count INTEGER NOT NULL DEFAULT 1 CHECK (read_count > 0),
  PRIMARY KEY (user_id, file_id)
) WITHOUT ROWID;
CREATE INDEX kb_reads_file ON kb_reads(file_id);

-- Personal messages; link is an app route to open, kind groups them (exam messages are kind 'exam').
CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('system', 'course', 'exam', 'team', 'clockin', 'order', 'points')),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX notices_user ON notices(user_id, created_at);
CREATE INDEX notices_unread ON notices(user_id, read_at);

-- Announcements (affiche) for everyone, one area (area_id) or one team (team_id).
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL,
  author TEXT NOT NULL DEFAULT '',
  area_id INTEGER REFERENCES areas(id),
  team_id INTEGER REFERENCES teams(id),
  is_top INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
  published_at INTEGER NOT NULL,
  CHECK (area_id IS NULL OR team_id IS NULL)
);
CREATE INDEX announcements_published ON announcements(published_at);

CREATE TABLE announcement_reads (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  read_at INTEGER NOT NULL,
  PRIMARY KEY (announcement_id, user_id)
) WITHOUT ROWID;
CREATE INDEX announcement_reads_user ON announcement_reads(user_id);

-- Daily check-in; streak is the consecutive-day count including this day. Each row has a
-- matching points_ledger entry (reason 'sign_in', ref 'sign_in:<day>').
CREATE TABLE sign_ins (
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  points INTEGER NOT NULL CHECK (points >= 0),
  streak INTEGER NOT NULL DEFAULT 1 CHECK (streak > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;

CREATE TABLE study_routes (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  audience TEXT NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'staff', 'manager')),
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Each step points at exactly the thing its kind names.
CREATE TABLE study_route_steps (
  id INTEGER PRIMARY KEY,
  route_id INTEGER NOT NULL REFERENCES study_routes(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('course', 'paper', 'material')),
  course_id INTEGER REFERENCES courses(id),
  paper_id INTEGER REFERENCES papers(id),
  material_id INTEGER REFERENCES materials(id),
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK ((kind = 'course') = (course_id IS NOT NULL)),
  CHECK ((kind = 'paper') = (paper_id IS NOT NULL)),
  CHECK ((kind = 'material') = (material_id IS NOT NULL))
);
CREATE INDEX study_route_steps_route ON study_route_steps(route_id, sort);

-- Learners who started a route; step completion is derived from enrolments, attempts and reads.
CREATE TABLE study_route_members (
  route_id INTEGER NOT NULL REFERENCES study_routes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (route_id, user_id)
) WITHOUT ROWID;

CREATE TABLE questionnaires (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  points_reward INTEGER NOT NULL DEFAULT 0 CHECK (points_reward >= 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);

-- options: JSON array of strings for single/multiple; [] for text; ["1".."5"] for rating.
CREATE TABLE questionnaire_questions (
  id INTEGER PRIMARY KEY,
  questionnaire_id INTEGER NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('single', 'multiple', 'text', 'rating')),
  title TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(options)),
  is_required INTEGER NOT NULL DEFAULT 1 CHECK (is_required IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX questionnaire_questions_q ON questionnaire_questions(questionnaire_id, sort);

CREATE TABLE questionnaire_responses (
  id INTEGER PRIMARY KEY,
  questionnaire_id INTEGER NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  submitted_at INTEGER NOT NULL,
  UNIQUE (questionnaire_id, user_id)
);

-- answer: JSON array of chosen option strings, or [text], or [rating].
CREATE TABLE questionnaire_answers (
  response_id INTEGER NOT NULL REFERENCES questionnaire_responses(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questionnaire_questions(id) ON DELETE CASCADE,
  answer TEXT NOT NULL CHECK (json_valid(answer)),
  PRIMARY KEY (response_id, question_id)
) WITHOUT ROWID;

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('bug', 'suggestion', 'content', 'other')),
  body TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  contact TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replied', 'closed')),
  reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  replied_at INTEGER,
  CHECK (status <> 'replied' OR replied_at IS NOT NULL)
);
CREATE INDEX feedback_user ON feedback(user_id, created_at);
