CREATE TABLE "login_failures" (
	"ip" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_failures_window_start_idx" ON "login_failures" USING btree ("window_start");