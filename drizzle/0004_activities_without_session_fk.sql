ALTER TABLE "activities" DROP CONSTRAINT "activities_session_id_visitor_sessions_id_fk";
