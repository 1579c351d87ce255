CREATE TABLE "message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_deliveries_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "message_deliveries_channel_check" CHECK ("message_deliveries"."channel" in ('mail', 'sms')),
	CONSTRAINT "message_deliveries_status_check" CHECK ("message_deliveries"."status" in ('queued', 'sent', 'dead')),
	CONSTRAINT "message_deliveries_attempts_check" CHECK ("message_deliveries"."attempts" >= 0),
	CONSTRAINT "message_deliveries_sent_at_check" CHECK (("message_deliveries"."status" = 'sent') = ("message_deliveries"."sent_at" is not null))
);
