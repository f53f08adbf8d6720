ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_analysis_id_analyses_id_fk";
