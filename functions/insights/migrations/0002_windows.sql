-- The id of each window of records written (a random id per write, never a reader's), stored in
-- the same transaction as the window's rows: a write retried after its commit landed finds it and
-- adds nothing twice. Kept two days.
CREATE TABLE windows (
  id TEXT PRIMARY KEY,
  day TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX windows_day ON windows (day);
