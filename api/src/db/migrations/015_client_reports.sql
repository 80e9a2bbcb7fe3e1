-- Issue 17: what the shell reports from the phones, tagged with the remote (federation name) and
-- its release: load failures, caught and unhandled errors, and page-load timings (LCP). Nothing
-- personal but the user id the report itself names (no address, no user agent). Times are epoch
-- milliseconds, as the browser gives them. The releases view reads a remote's releases over a
-- window of `at`; the device limit counts a device's reports received in the last minute.
CREATE TABLE client_reports (
  id INTEGER PRIMARY KEY,
  session TEXT NOT NULL,
  device TEXT NOT NULL,
  user_id INTEGER,
  kind TEXT NOT NULL CHECK (kind IN ('remote-load', 'boundary', 'unhandled', 'lcp')),
  remote TEXT,
  release TEXT,
  page TEXT NOT NULL,
  message TEXT,
  value INTEGER CHECK (value IS NULL OR value BETWEEN 0 AND 600000),
  at INTEGER NOT NULL,
  received_ms INTEGER NOT NULL
);
CREATE INDEX client_reports_remote_release_at ON client_reports(remote, release, at);
CREATE INDEX client_reports_device_received ON client_reports(device, received_ms);
