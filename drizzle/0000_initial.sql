CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"page" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"debt_amount" text DEFAULT '' NOT NULL,
	"creditors_count" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"session_id" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_contacted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('consultation', 'lead_magnet'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text,
	"state" text,
	"ip_address" text,
	"first_visit" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visit" timestamp with time zone DEFAULT now() NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"device_type" text,
	"browser_name" text,
	"referrer" text,
	"search_query" text
);
--> statement-breakpoint
CREATE TABLE "voice_audio" (
	"voice_message_id" integer PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"original" "bytea" NOT NULL,
	"playable" "bytea"
);
--> statement-breakpoint
CREATE TABLE "voice_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_seconds" real,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"device_type" text,
	"browser_name" text,
	"transcript" text,
	"transcription_model" text DEFAULT 'gpt-4o-transcribe' NOT NULL,
	"transcription_error" text,
	"extracted_data" jsonb,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"session_id" text
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_audio" ADD CONSTRAINT "voice_audio_voice_message_id_voice_messages_id_fk" FOREIGN KEY ("voice_message_id") REFERENCES "public"."voice_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_session_idx" ON "activities" USING btree ("session_id","occurred_at");--> statement-breakpoint
CREATE INDEX "activities_occurred_at_idx" ON "activities" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visitor_sessions_last_visit_idx" ON "visitor_sessions" USING btree ("last_visit" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voice_messages_created_at_idx" ON "voice_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);