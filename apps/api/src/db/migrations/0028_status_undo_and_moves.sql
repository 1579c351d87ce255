CREATE TABLE "appointment_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_start_time" text NOT NULL,
	"to_date" date NOT NULL,
	"to_start_time" text NOT NULL,
	"move_number" integer NOT NULL,
	"moved_by" uuid,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_moves_changes_time" CHECK (("appointment_moves"."from_date", "appointment_moves"."from_start_time") <> ("appointment_moves"."to_date", "appointment_moves"."to_start_time"))
);
--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD COLUMN "position" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "appointment_status_changes_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD COLUMN "undoes_change_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_moves_number_unique" ON "appointment_moves" USING btree ("appointment_id","move_number");--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_undoes_change_id_appointment_status_changes_id_fk" FOREIGN KEY ("undoes_change_id") REFERENCES "public"."appointment_status_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_status_changes_undoes_unique" ON "appointment_status_changes" USING btree ("undoes_change_id");--> statement-breakpoint
-- docs/architecture.md#appointment-status: completed and no-show say what happened at a visit,
-- so the history refuses them before the visit's start. A trigger, as the rule reads the
-- appointment's start, another table's row; the service refuses first with its own 409.
CREATE FUNCTION appointment_status_after_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_status IN ('completed', 'no-show')
     AND NEW.changed_at < (SELECT starts_at FROM appointments WHERE id = NEW.appointment_id) THEN
    RAISE EXCEPTION 'appointment % cannot be % before its start', NEW.appointment_id, NEW.to_status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'appointment_status_after_start';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointment_status_after_start BEFORE INSERT ON appointment_status_changes
  FOR EACH ROW EXECUTE FUNCTION appointment_status_after_start();
