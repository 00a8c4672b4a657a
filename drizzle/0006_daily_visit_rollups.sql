CREATE TABLE "visit_rollups_daily" (
	"dimension" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"value" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_rollups_daily_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
-- Visits per UTC day, written by the tracking writer with the hourly rollups (docs/decisions/0016);
-- the days already counted are summed from the hourly rows once, here.
INSERT INTO "visit_rollups_daily" ("dimension", "day", "value", "visits")
SELECT "dimension", date_trunc('day', "hour", 'UTC'), "value", sum("visits")::int
FROM "visit_rollups"
GROUP BY 1, 2, 3;
