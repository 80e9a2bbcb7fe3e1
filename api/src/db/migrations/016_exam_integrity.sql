-- Issue 18: exam integrity. Every new paper setting defaults to off, so existing papers behave as
-- before. Times are epoch seconds, like the rest of the exam tables.
--
-- papers.certificate      a passing attempt issues a certificate (see 018_certificates).
-- papers.shuffle_options  single and multiple questions show their options in a per-attempt order;
--                         judge and fill questions are never shuffled.
-- papers.question_seconds sequential mode: one question at a time, each open this many seconds.
-- papers.leave_limit      leaves allowed; one more submits the attempt. NULL: recorded, never submits.
ALTER TABLE papers ADD COLUMN certificate INTEGER NOT NULL DEFAULT 0 CHECK (certificate IN (0, 1));
ALTER TABLE papers ADD COLUMN shuffle_options INTEGER NOT NULL DEFAULT 0
  CHECK (shuffle_options IN (0, 1));
ALTER TABLE papers ADD COLUMN question_seconds INTEGER
  CHECK (question_seconds IS NULL OR question_seconds BETWEEN 10 AND 3600);
ALTER TABLE papers ADD COLUMN leave_limit INTEGER CHECK (leave_limit IS NULL OR leave_limit >= 0);

-- A paper with draw rules takes, per question type, `count` questions from its paper_questions
-- (the pool) at each attempt's start, each worth `score`; its total_score is Σ count × score.
CREATE TABLE paper_draw_rules (
  paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('single', 'multiple', 'judge', 'fill')),
  count INTEGER NOT NULL CHECK (count > 0),
  score INTEGER NOT NULL CHECK (score > 0),
  PRIMARY KEY (paper_id, type)
) WITHOUT ROWID;

-- The questions of one attempt, drawn and ordered once when it starts. option_order lists the
-- original option keys in display order (["C","A","D","B"]); the display keys are A, B, C… by
-- position. NULL: the options as stored. Sequential mode only: opened_at, closes_at (opened_at +
-- question_seconds; answers are taken until closes_at + the grace) and closed_at (when it closed:
-- the candidate moved on, or its time ran out).
CREATE TABLE attempt_questions (
  attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  sort INTEGER NOT NULL,
  score INTEGER NOT NULL CHECK (score > 0),
  option_order TEXT CHECK (option_order IS NULL OR (json_valid(option_order)
    AND json_type(option_order) = 'array')),
  opened_at INTEGER,
  closes_at INTEGER,
  closed_at INTEGER,
  PRIMARY KEY (attempt_id, question_id),
  UNIQUE (attempt_id, sort)
) WITHOUT ROWID;

-- How many times the candidate left the exam, and who closed the attempt.
ALTER TABLE exam_attempts ADD COLUMN leave_count INTEGER NOT NULL DEFAULT 0
  CHECK (leave_count >= 0);
ALTER TABLE exam_attempts ADD COLUMN closed_by TEXT
  CHECK (closed_by IS NULL OR closed_by IN ('candidate', 'time', 'leaves'));
UPDATE exam_attempts SET closed_by = CASE status
  WHEN 'submitted' THEN 'candidate' WHEN 'expired' THEN 'time' END
  WHERE status <> 'in_progress';

-- Each leave, keyed by the id the device made for it; times are the server's. start_seen 0: the
-- end arrived without its start (the app was killed), started_at is then the last activity.
-- counted 0: it began while another leave was open (blur plus hidden), so it is part of that one.
CREATE TABLE attempt_leaves (
  attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE,
  leave_id TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('hidden', 'blur', 'pagehide', 'unknown')),
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  start_seen INTEGER NOT NULL DEFAULT 1 CHECK (start_seen IN (0, 1)),
  counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1)),
  PRIMARY KEY (attempt_id, leave_id),
  CHECK (ended_at IS NULL OR ended_at >= started_at)
) WITHOUT ROWID;
CREATE INDEX attempt_leaves_started ON attempt_leaves(attempt_id, started_at);
