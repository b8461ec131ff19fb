-- One row per error report, however often it was sent (schema/access.ts): the copies sent before
-- are dropped first, keeping the first of each, or the index could not be built.
DELETE FROM "client_error_reports" AS later USING "client_error_reports" AS first
WHERE later.id > first.id
  AND later.ip = first.ip
  AND later.time = first.time
  AND md5(later.url || chr(10) || later.error_name || chr(10) || later.error_message || chr(10) || coalesce(later.error_stack, '') || chr(10) || coalesce(later.user_name, '') || chr(10) || coalesce(later.selected_org, ''))
    = md5(first.url || chr(10) || first.error_name || chr(10) || first.error_message || chr(10) || coalesce(first.error_stack, '') || chr(10) || coalesce(first.user_name, '') || chr(10) || coalesce(first.selected_org, ''));--> statement-breakpoint
CREATE UNIQUE INDEX "client_error_reports_once_idx" ON "client_error_reports" USING btree ("ip","time",md5("url" || chr(10) || "error_name" || chr(10) || "error_message" || chr(10) || coalesce("error_stack", '') || chr(10) || coalesce("user_name", '') || chr(10) || coalesce("selected_org", '')));
