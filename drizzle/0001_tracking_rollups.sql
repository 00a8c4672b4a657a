CREATE TABLE "visit_rollups" (
	"dimension" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"value" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_rollups_dimension_hour_value_pk" PRIMARY KEY("dimension","hour","value")
);
--> statement-breakpoint
CREATE INDEX "leads_session_id_idx" ON "leads" USING btree ("session_id");