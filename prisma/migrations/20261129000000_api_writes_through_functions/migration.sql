-- The API's own database role adds no row to daily_puzzles, game_settings or audit_log by itself:
-- it draws a day's word and records the launch date only through these two functions, which run
-- as their owner (the owner of the tables), choose what is written, and write the audit row in
-- the same statement. So the API's credentials can neither set a future day's answer nor forge an
-- audit row. The operator's commands run as the owner and may still write the tables directly.
-- search_path is fixed (pg_catalog first, pg_temp last) so no object of another role can stand in
-- for a table or a built-in function while they run as their owner.
-- Prisma's JavaScript migration engine cuts a script at every semicolon, even inside comments and
-- dollar-quoted bodies, so the function bodies spell their semicolons as the escape \073.
-- The whole migration runs in one transaction: if any statement fails, nothing of it stays.
BEGIN;

-- A game's word: the one it has, or a new one drawn among the least used answers (a word players
-- had before an operator replaced it counts as used). The schedule lock (SCHEDULE_LOCK in
-- backend/src/platform/database/advisory-locks.ts, taken by the seed and by pin and unpin too)
-- keeps two new games from picking the same least-used answer. No row when there is no answer.
CREATE FUNCTION "daily_puzzles_draw"("p_game_number" INTEGER, "p_os_user" TEXT, "p_host" TEXT)
  RETURNS TABLE ("drawn_word" VARCHAR, "drawn_pinned" BOOLEAN, "created" BOOLEAN)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS
E'DECLARE
  chosen VARCHAR(6)\073
  was_pinned BOOLEAN\073
BEGIN
  IF p_game_number IS NULL OR p_game_number < 1 THEN
    RAISE EXCEPTION ''game numbers start at 1, got %'', p_game_number USING ERRCODE = ''22023''\073
  END IF\073
  PERFORM pg_advisory_xact_lock(448378989669)\073
  SELECT p.word, p.pinned INTO chosen, was_pinned FROM daily_puzzles p WHERE p.game_number = p_game_number\073
  IF FOUND THEN
    RETURN QUERY SELECT chosen, was_pinned, false\073
    RETURN\073
  END IF\073
  SELECT w.text INTO chosen
    FROM words w
    LEFT JOIN (SELECT g.word, count(*) AS uses
               FROM (SELECT d.word FROM daily_puzzles d UNION ALL SELECT r.word FROM replaced_puzzles r) g
               GROUP BY g.word) u ON u.word = w.text
    WHERE w.is_answer
    ORDER BY COALESCE(u.uses, 0), random()
    LIMIT 1\073
  IF chosen IS NULL THEN
    RETURN\073
  END IF\073
  INSERT INTO daily_puzzles (game_number, word) VALUES (p_game_number, chosen)
    ON CONFLICT (game_number) DO NOTHING\073
  IF NOT FOUND THEN
    RETURN QUERY SELECT p.word, p.pinned, false FROM daily_puzzles p WHERE p.game_number = p_game_number\073
    RETURN\073
  END IF\073
  INSERT INTO audit_log (action, game_number, details, os_user, host)
    VALUES (''draw'', p_game_number,
            jsonb_build_object(
              ''date'', (SELECT to_char(s.launch_date + (p_game_number - 1), ''YYYY-MM-DD'') FROM game_settings s WHERE s.id = 1),
              ''before'', NULL,
              ''after'', jsonb_build_object(''word'', chosen, ''pinned'', false),
              ''db_role'', session_user::text),
            left(COALESCE(p_os_user, session_user::text), 100),
            left(COALESCE(p_host, ''unknown''), 255))\073
  RETURN QUERY SELECT chosen, false, true\073
END\073';

REVOKE ALL ON FUNCTION "daily_puzzles_draw"(INTEGER, TEXT, TEXT) FROM PUBLIC;

-- The launch date, stored once with its audit row. False when a date is stored already.
CREATE FUNCTION "game_settings_record_launch_date"("p_launch_date" DATE, "p_source" TEXT, "p_os_user" TEXT, "p_host" TEXT)
  RETURNS BOOLEAN
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS
E'BEGIN
  INSERT INTO game_settings (id, launch_date) VALUES (1, p_launch_date) ON CONFLICT (id) DO NOTHING\073
  IF NOT FOUND THEN
    RETURN false\073
  END IF\073
  INSERT INTO audit_log (action, details, os_user, host)
    VALUES (''launch-date'',
            jsonb_build_object(
              ''launch_date'', to_char(p_launch_date, ''YYYY-MM-DD''),
              ''recorded_by'', left(p_source, 40)),
            left(COALESCE(p_os_user, session_user::text), 100),
            left(COALESCE(p_host, ''unknown''), 255))\073
  RETURN true\073
END\073';

REVOKE ALL ON FUNCTION "game_settings_record_launch_date"(DATE, TEXT, TEXT, TEXT) FROM PUBLIC;

COMMIT;
