CREATE TABLE "person_status_undos" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_status_undos" ADD CONSTRAINT "person_status_undos_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_status_undos_person_id_idx" ON "person_status_undos" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_status_undos_made_at_idx" ON "person_status_undos" USING btree ("made_at");