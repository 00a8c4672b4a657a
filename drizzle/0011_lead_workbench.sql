CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer,
	"voice_message_id" integer,
	"phone" text DEFAULT '' NOT NULL,
	"notice_text" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"page" text
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_touch_at" timestamp with time zone NOT NULL,
	"last_touch_at" timestamp with time zone NOT NULL,
	"is_contacted" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"first_contacted_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"debt_rank" integer DEFAULT -1 NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_keys" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "person_keys_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_voice_message_id_voice_messages_id_fk" FOREIGN KEY ("voice_message_id") REFERENCES "public"."voice_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_keys" ADD CONSTRAINT "person_keys_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_lead_id_idx" ON "consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "consents_voice_message_id_idx" ON "consents" USING btree ("voice_message_id");--> statement-breakpoint
CREATE INDEX "people_first_touch_idx" ON "people" USING btree ("first_touch_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_score_idx" ON "people" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "person_keys_person_id_idx" ON "person_keys" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "leads_person_id_idx" ON "leads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "voice_messages_person_id_idx" ON "voice_messages" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "voice_messages_session_id_idx" ON "voice_messages" USING btree ("session_id");