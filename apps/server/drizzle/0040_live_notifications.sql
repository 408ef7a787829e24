-- Open event streams wait on the database's notifications instead of asking it every second
-- (src/db/notifications.ts, src/services/conversations/arrivals.ts): a new message names its
-- conversation on `message_arrivals`, an ended session (logout, password change, expiry sweep) its
-- id on `sessions_ended`. Sent at commit, so a stream never looks before the row is there.
CREATE FUNCTION notify_message_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('message_arrivals', NEW.conversation_id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_notify_arrival AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION notify_message_arrival();--> statement-breakpoint
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', OLD.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
