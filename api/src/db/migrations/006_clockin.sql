-- Clock-in activities: a date range with tasks; users join, then clock in each task with text,
-- photos and a location. Days are 'YYYY-MM-DD' in China time.

CREATE TABLE clockin_activities (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  rules_html TEXT NOT NULL DEFAULT '',
  start_day TEXT NOT NULL CHECK (start_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  end_day TEXT NOT NULL CHECK (end_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  -- Points for each accepted clock-in, and a bonus for clocking in every task.
  reward_points INTEGER NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
  completion_bonus_points INTEGER NOT NULL DEFAULT 0 CHECK (completion_bonus_points >= 0),
  created_at INTEGER NOT NULL,
  CHECK (end_day >= start_day)
);
CREATE INDEX clockin_activities_days ON clockin_activities(start_day, end_day);

-- day_index 1 is start_day; a NULL day_index is a daily task, repeated on every day of the
-- activity. The task's date is date(start_day, '+' || (day_index - 1) || ' days').
CREATE TABLE clockin_tasks (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES clockin_activities(id) ON DELETE CASCADE,
  day_index INTEGER CHECK (day_index IS NULL OR day_index > 0),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  requires_photo INTEGER NOT NULL DEFAULT 0 CHECK (requires_photo IN (0, 1)),
  requires_location INTEGER NOT NULL DEFAULT 0 CHECK (requires_location IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (activity_id, day_index)
);
CREATE INDEX clockin_tasks_activity ON clockin_tasks(activity_id, sort);

CREATE TABLE clockin_participants (
  activity_id INTEGER NOT NULL REFERENCES clockin_activities(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (activity_id, user_id)
) WITHOUT ROWID;
CREATE INDEX clockin_participants_user ON clockin_participants(user_id);

-- photos: JSON array of media paths. Each record earns the activity's reward_points, with a
-- matching points_ledger entry (reason 'clockin', ref 'clockin:<record id>').
CREATE TABLE clockin_records (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES clockin_activities(id) ON DELETE CASCADE,
  task_id INTEGER NOT NULL REFERENCES clockin_tasks(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  body TEXT NOT NULL DEFAULT '',
  photos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(photos) AND json_type(photos) = 'array'),
  location TEXT NOT NULL DEFAULT '',
  latitude REAL,
  longitude REAL,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, task_id, day)
);
CREATE INDEX clockin_records_activity ON clockin_records(activity_id, day);
CREATE INDEX clockin_records_user ON clockin_records(user_id, activity_id);

CREATE TABLE activity_courses (
  activity_id INTEGER NOT NULL REFERENCES clockin_activities(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, course_id)
) WITHOUT ROWID;
