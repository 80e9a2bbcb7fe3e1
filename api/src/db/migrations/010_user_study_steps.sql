-- Reading stages of a learning path (kind 'material') have nothing else that records them, so
-- the learner marks them read; course and exam stages are derived from enrolments and attempts.
CREATE TABLE study_step_reads (
  step_id INTEGER NOT NULL REFERENCES study_route_steps(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  done_at INTEGER NOT NULL,
  PRIMARY KEY (step_id, user_id)
) WITHOUT ROWID;
CREATE INDEX study_step_reads_user ON study_step_reads(user_id);
