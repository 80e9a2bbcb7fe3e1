-- A client-chosen key per clock-in attempt: a retried or queued-offline submit carrying a key
-- the user already used is answered with the clock-in it recorded, never a second one.
ALTER TABLE clockin_records ADD COLUMN client_key TEXT
  CHECK (client_key IS NULL OR length(client_key) BETWEEN 8 AND 64);
CREATE UNIQUE INDEX clockin_records_client_key ON clockin_records(user_id, client_key)
  WHERE client_key IS NOT NULL;
