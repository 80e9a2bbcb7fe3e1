-- Issue 18: certificates. A learning path may issue one when every stage is done (papers gain the
-- same switch in 016, courses in 017). A certificate is issued once per person and thing
-- (INSERT OR IGNORE on the UNIQUE key); the holder's name and the title are snapshots taken at
-- issue, so the public verification page shows what the certificate said. The serial is random
-- (60 bits, YJ-XXXX-XXXX-XXXX), because the page and the PDF are public by serial.
ALTER TABLE study_routes ADD COLUMN certificate INTEGER NOT NULL DEFAULT 0
  CHECK (certificate IN (0, 1));

CREATE TABLE certificates (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE CHECK (serial GLOB 'YJ-????-????-????'),
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('course', 'route', 'paper')),
  target_id INTEGER NOT NULL,
  attempt_id INTEGER REFERENCES exam_attempts(id),
  holder_name TEXT NOT NULL,
  title TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, target_id)
);
CREATE INDEX certificates_user_issued ON certificates(user_id, issued_at);
