-- Issue 19: a page the shell's server sent to be rendered in the browser is reported too
-- (kind 'render-fallback', message: why). SQLite cannot change a CHECK constraint in place: the
-- table is rebuilt with the reports it holds.
CREATE TABLE client_reports_next (
  id INTEGER PRIMARY KEY,
  session TEXT NOT NULL,
  device TEXT NOT NULL,
  user_id INTEGER,
  kind TEXT NOT NULL
    CHECK (kind IN ('remote-load', 'boundary', 'unhandled', 'lcp', 'render-fallback')),
  remote TEXT,
  release TEXT,
  page TEXT NOT NULL,
  message TEXT,
  value INTEGER CHECK (value IS NULL OR value BETWEEN 0 AND 600000),
  at INTEGER NOT NULL,
  received_ms INTEGER NOT NULL
);
INSERT INTO client_reports_next SELECT * FROM client_reports;
DROP TABLE client_reports;
ALTER TABLE client_reports_next RENAME TO client_reports;
CREATE INDEX client_reports_remote_release_at ON client_reports(remote, release, at);
CREATE INDEX client_reports_device_received ON client_reports(device, received_ms);
