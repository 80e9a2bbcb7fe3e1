-- Issue 18: presence checks in compulsory lessons, and the course's certificate switch.
-- A course with presence settings asks the learner, at a random moment between min and max seconds
-- of watching, to tap within respond seconds; the server issues each check as a token (only its
-- sha256 is stored) and counts the watched time only when the token comes back in time. Both
-- bounds are NULL (no checks) or both set, on compulsory courses only, with 10 <= min <= max.
ALTER TABLE courses ADD COLUMN certificate INTEGER NOT NULL DEFAULT 0 CHECK (certificate IN (0, 1));
ALTER TABLE courses ADD COLUMN presence_min_seconds INTEGER CHECK (presence_min_seconds IS NULL OR presence_min_seconds >= 10);
ALTER TABLE courses ADD COLUMN presence_max_seconds INTEGER CHECK (
  (presence_min_seconds IS NULL AND presence_max_seconds IS NULL)
  OR (presence_min_seconds IS NOT NULL AND presence_max_seconds IS NOT NULL AND is_compulsory = 1
      AND presence_min_seconds >= 10 AND presence_max_seconds >= presence_min_seconds)
);
ALTER TABLE courses ADD COLUMN presence_respond_seconds INTEGER NOT NULL DEFAULT 60
  CHECK (presence_respond_seconds BETWEEN 10 AND 300);

-- One learner's checks in one lesson. The checkpoint is the committed progress (what a miss returns
-- to); pending_seconds is the watched time since then, counted (into counted_seconds and
-- study_logs) only when the open check's token comes back in time. due_after_seconds is the pending
-- time at which the next check is issued; check_report_id the report that opened the open check (its
-- retry gets a fresh token for the same check). Times are epoch seconds.
CREATE TABLE presence_states (
  user_id INTEGER NOT NULL REFERENCES users(id),
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  checkpoint_position INTEGER NOT NULL DEFAULT 0 CHECK (checkpoint_position >= 0),
  checkpoint_furthest INTEGER NOT NULL DEFAULT 0 CHECK (checkpoint_furthest >= 0),
  pending_seconds INTEGER NOT NULL DEFAULT 0 CHECK (pending_seconds >= 0),
  due_after_seconds INTEGER NOT NULL CHECK (due_after_seconds >= 0),
  check_token_hash TEXT,
  check_issued_at INTEGER,
  check_expires_at INTEGER,
  check_report_id TEXT,
  counted_seconds INTEGER NOT NULL DEFAULT 0 CHECK (counted_seconds >= 0),
  checks_passed INTEGER NOT NULL DEFAULT 0 CHECK (checks_passed >= 0),
  checks_missed INTEGER NOT NULL DEFAULT 0 CHECK (checks_missed >= 0),
  last_report_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, lesson_id),
  CHECK ((check_token_hash IS NULL AND check_issued_at IS NULL AND check_expires_at IS NULL)
      OR (check_token_hash IS NOT NULL AND check_issued_at IS NOT NULL AND check_expires_at IS NOT NULL))
) WITHOUT ROWID;
CREATE INDEX presence_states_course ON presence_states(course_id, user_id);

-- The log behind the numbers: each check issued, and how it ended. token_hash (of the check's last
-- token) lets a token that comes back after its check was already missed answer "missed", not
-- "invalid"; a spent token of a passed check is refused.
CREATE TABLE presence_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  answered_at INTEGER,
  token_hash TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('passed', 'missed'))
);
CREATE INDEX presence_checks_user_lesson ON presence_checks(user_id, lesson_id, issued_at);

-- What a report answered about presence, so a retried report (same report_id) answers the same.
ALTER TABLE lesson_progress_reports ADD COLUMN presence_outcome TEXT
  CHECK (presence_outcome IS NULL OR presence_outcome IN ('passed', 'missed'));
ALTER TABLE lesson_progress_reports ADD COLUMN presence_resume_at INTEGER;
