-- Page feedback: one row per answer, dated by day only (no time, no client, no cookie).
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  lang TEXT NOT NULL,
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  reason TEXT,
  comment TEXT,
  source TEXT NOT NULL CHECK (source IN ('reader', 'agent'))
);
CREATE INDEX feedback_day ON feedback (day);

-- Search insights: daily aggregates per normalized query, never a row per search.
CREATE TABLE search_daily (
  day TEXT NOT NULL,
  lang TEXT NOT NULL,
  query TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('reader', 'agent')),
  searches INTEGER NOT NULL DEFAULT 0,
  no_result INTEGER NOT NULL DEFAULT 0,
  opened_none INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, lang, query, source)
);

-- Which result position readers opened, per query and day (1 = the first hit).
CREATE TABLE search_clicks (
  day TEXT NOT NULL,
  lang TEXT NOT NULL,
  query TEXT NOT NULL,
  position INTEGER NOT NULL,
  clicks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, lang, query, position)
);
