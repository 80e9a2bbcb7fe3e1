-- Exam: question banks, chapters and questions; papers; attempts, practice, mistakes, favourites
-- and comments; the short test after a course.
--
-- Question JSON shapes (every answer is a JSON array of strings):
--   options  [{"key": "A", "text": "..."}, ...]   judge questions use keys "T" (正确) and "F" (错误);
--                                                  fill questions have [].
--   answer   single ["B"]; multiple ["A","C"] (sorted); judge ["T"] or ["F"];
--            fill: one string per blank (____ in the stem), in order.

CREATE TABLE question_banks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE question_chapters (
  id INTEGER PRIMARY KEY,
  bank_id INTEGER NOT NULL REFERENCES question_banks(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (bank_id, name)
);

CREATE TABLE questions (
  id INTEGER PRIMARY KEY,
  bank_id INTEGER NOT NULL REFERENCES question_banks(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL REFERENCES question_chapters(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('single', 'multiple', 'judge', 'fill')),
  stem TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(options) AND json_type(options) = 'array'),
  answer TEXT NOT NULL CHECK (json_valid(answer) AND json_type(answer) = 'array'),
  explanation TEXT NOT NULL DEFAULT '',
  difficulty INTEGER NOT NULL DEFAULT 1 CHECK (difficulty IN (1, 2, 3)),
  -- Hand-picked questions for the "selected questions" page.
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX questions_chapter ON questions(chapter_id, type);
CREATE INDEX questions_bank ON questions(bank_id, type);

-- kind 'exam' papers count for the record (paper/index); 'mock' papers are simulations.
-- attempts_allowed 0 means unlimited.
CREATE TABLE papers (
  id INTEGER PRIMARY KEY,
  bank_id INTEGER REFERENCES question_banks(id),
  kind TEXT NOT NULL DEFAULT 'exam' CHECK (kind IN ('exam', 'mock')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  total_score INTEGER NOT NULL CHECK (total_score > 0),
  pass_score INTEGER NOT NULL CHECK (pass_score >= 0),
  attempts_allowed INTEGER NOT NULL DEFAULT 1 CHECK (attempts_allowed >= 0),
  opens_at INTEGER NOT NULL,
  deadline_at INTEGER,
  allow_review INTEGER NOT NULL DEFAULT 1 CHECK (allow_review IN (0, 1)),
  shuffle_questions INTEGER NOT NULL DEFAULT 0 CHECK (shuffle_questions IN (0, 1)),
  created_at INTEGER NOT NULL,
  CHECK (pass_score <= total_score),
  CHECK (deadline_at IS NULL OR deadline_at > opens_at)
);
CREATE INDEX papers_kind ON papers(kind, opens_at);

-- papers.total_score equals the sum of its paper_questions.score.
CREATE TABLE paper_questions (
  paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  score INTEGER NOT NULL CHECK (score > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (paper_id, question_id)
) WITHOUT ROWID;
CREATE INDEX paper_questions_question ON paper_questions(question_id);

CREATE TABLE exam_attempts (
  id INTEGER PRIMARY KEY,
  paper_id INTEGER NOT NULL REFERENCES papers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'submitted', 'expired')),
  started_at INTEGER NOT NULL,
  submitted_at INTEGER,
  score INTEGER NOT NULL DEFAULT 0 CHECK (score >= 0),
  correct_count INTEGER NOT NULL DEFAULT 0 CHECK (correct_count >= 0),
  is_passed INTEGER NOT NULL DEFAULT 0 CHECK (is_passed IN (0, 1)),
  CHECK ((status = 'in_progress') = (submitted_at IS NULL))
);
CREATE INDEX exam_attempts_user ON exam_attempts(user_id, paper_id, started_at);
CREATE INDEX exam_attempts_paper ON exam_attempts(paper_id, score);

-- attempts.score equals the sum of its attempt_answers.score.
CREATE TABLE attempt_answers (
  attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  answer TEXT NOT NULL CHECK (json_valid(answer)),
  is_correct INTEGER NOT NULL CHECK (is_correct IN (0, 1)),
  score INTEGER NOT NULL DEFAULT 0 CHECK (score >= 0),
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (attempt_id, question_id)
) WITHOUT ROWID;

-- A practice run: a chapter, a random set, or a replay of mistakes, favourites or selected ones.
CREATE TABLE practice_sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  bank_id INTEGER NOT NULL REFERENCES question_banks(id),
  chapter_id INTEGER REFERENCES question_chapters(id),
  mode TEXT NOT NULL CHECK (mode IN ('chapter', 'random', 'mistakes', 'favourites', 'featured')),
  question_count INTEGER NOT NULL CHECK (question_count > 0),
  answered_count INTEGER NOT NULL DEFAULT 0,
  correct_count INTEGER NOT NULL DEFAULT 0,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  CHECK (mode <> 'chapter' OR chapter_id IS NOT NULL),
  CHECK (correct_count <= answered_count AND answered_count <= question_count)
);
CREATE INDEX practice_sessions_user ON practice_sessions(user_id, started_at);

CREATE TABLE practice_answers (
  session_id INTEGER NOT NULL REFERENCES practice_sessions(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  answer TEXT NOT NULL CHECK (json_valid(answer)),
  is_correct INTEGER NOT NULL CHECK (is_correct IN (0, 1)),
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, question_id)
) WITHOUT ROWID;

-- The wrong-answer set: one row per user and question, until the user marks it mastered.
CREATE TABLE mistakes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  question_id INTEGER NOT NULL REFERENCES questions(id),
  wrong_count INTEGER NOT NULL DEFAULT 1 CHECK (wrong_count > 0),
  last_answer TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(last_answer)),
  last_wrong_at INTEGER NOT NULL,
  mastered_at INTEGER,
  PRIMARY KEY (user_id, question_id)
) WITHOUT ROWID;

CREATE TABLE question_favourites (
  user_id INTEGER NOT NULL REFERENCES users(id),
  question_id INTEGER NOT NULL REFERENCES questions(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, question_id)
) WITHOUT ROWID;
CREATE INDEX question_favourites_recent ON question_favourites(user_id, created_at);

-- Learners' notes and discussion under a question (student-notes, comment records).
CREATE TABLE question_comments (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  like_count INTEGER NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX question_comments_question ON question_comments(question_id, created_at);
CREATE INDEX question_comments_user ON question_comments(user_id, created_at);

-- The short test after a course draws on the question bank.
CREATE TABLE course_test_questions (
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  score INTEGER NOT NULL CHECK (score > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (course_id, question_id)
) WITHOUT ROWID;

CREATE TABLE course_test_attempts (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  score INTEGER NOT NULL CHECK (score >= 0),
  total_score INTEGER NOT NULL CHECK (total_score > 0),
  is_passed INTEGER NOT NULL CHECK (is_passed IN (0, 1)),
  -- {"<question id>": ["A"], ...}
  answers TEXT NOT NULL CHECK (json_valid(answers)),
  created_at INTEGER NOT NULL,
  CHECK (score <= total_score)
);
CREATE INDEX course_test_attempts_user ON course_test_attempts(user_id, course_id, created_at);
