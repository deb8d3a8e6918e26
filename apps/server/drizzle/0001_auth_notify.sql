-- Every change that affects who a caller is, or what they may do, is announced on the rh_auth channel so that
-- each server process drops the identities it cached (see src/auth/identity-cache.ts). '*' means everything;
-- 's:<hash>' one ended session.
CREATE FUNCTION rh_notify_auth_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rh_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rh_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rh_auth', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_identity_changed AFTER UPDATE OF username, email, acgroups, homepage, disabled_at OR DELETE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION rh_notify_auth_all();
--> statement-breakpoint
CREATE TRIGGER user_groups_identity_changed AFTER INSERT OR UPDATE OR DELETE
  ON user_groups FOR EACH STATEMENT EXECUTE FUNCTION rh_notify_auth_all();
--> statement-breakpoint
CREATE TRIGGER user_group_members_identity_changed AFTER INSERT OR UPDATE OR DELETE
  ON user_group_members FOR EACH STATEMENT EXECUTE FUNCTION rh_notify_auth_all();
--> statement-breakpoint
CREATE TRIGGER accounts_identity_changed AFTER UPDATE OF organisation, acgroups, homepage, disabled_at OR DELETE
  ON accounts FOR EACH STATEMENT EXECUTE FUNCTION rh_notify_auth_all();
--> statement-breakpoint
CREATE TRIGGER api_keys_identity_changed AFTER UPDATE OF revoked_at, key_hash, account_id OR DELETE
  ON api_keys FOR EACH STATEMENT EXECUTE FUNCTION rh_notify_auth_all();
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE
  ON sessions FOR EACH ROW EXECUTE FUNCTION rh_notify_session_ended();
