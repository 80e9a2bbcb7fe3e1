-- Training: the progress reports the player sends, by the id the player gave each one, so a
-- report that is retried (or arrives twice) counts once.
CREATE TABLE lesson_progress_reports (
  user_id INTEGER NOT NULL REFERENCES users(id),
  report_id TEXT NOT NULL,
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, report_id)
) WITHOUT ROWID;

-- When a seated attendee signed in at the venue (by the session's QR code).
ALTER TABLE training_signups ADD COLUMN checked_in_at INTEGER;
