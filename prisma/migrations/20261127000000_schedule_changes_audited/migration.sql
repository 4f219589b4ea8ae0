-- A change to a day's answer leaves a row in the audit trail even when it is made in SQL, by
-- hand or by anything else that holds the owner's credentials. The project's tools (pin, unpin,
-- the seed) write a richer row of their own in the same transaction, and the check runs when the
-- transaction commits, and writes the database's own row for each changed game that has none.
-- Prisma's JavaScript migration engine cuts a script at every semicolon, even inside comments and
-- dollar-quoted bodies, so the function body spells its semicolons as the escape \073.
CREATE FUNCTION "daily_puzzles_audit_change"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN IF NOT EXISTS (SELECT 1 FROM audit_log WHERE game_number = OLD.game_number AND xmin = pg_current_xact_id()::xid) THEN INSERT INTO audit_log (action, game_number, details, os_user, host) VALUES (''database-change'', OLD.game_number, jsonb_build_object(''operation'', TG_OP, ''before'', jsonb_build_object(''word'', OLD.word, ''pinned'', OLD.pinned), ''after'', CASE WHEN TG_OP = ''UPDATE'' THEN jsonb_build_object(''word'', NEW.word, ''pinned'', NEW.pinned) END), left(current_user, 100), COALESCE(host(inet_client_addr()), ''local socket''))\073 END IF\073 RETURN NULL\073 END\073';

CREATE CONSTRAINT TRIGGER "daily_puzzles_answer_changed" AFTER UPDATE ON "daily_puzzles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."word" IS DISTINCT FROM NEW."word")
  EXECUTE FUNCTION "daily_puzzles_audit_change"();

CREATE CONSTRAINT TRIGGER "daily_puzzles_answer_removed" AFTER DELETE ON "daily_puzzles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "daily_puzzles_audit_change"();

-- Emptying the whole schedule at once is refused: no tool does it, and it would leave no row.
CREATE FUNCTION "daily_puzzles_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN RAISE EXCEPTION ''daily_puzzles cannot be truncated: delete rows instead, so each removal is audited''\073 END\073';

CREATE TRIGGER "daily_puzzles_no_truncate" BEFORE TRUNCATE ON "daily_puzzles"
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_puzzles_no_truncate"();
