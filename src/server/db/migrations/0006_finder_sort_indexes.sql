-- Finder sort indexes: one per sortable column, in the exact expression the finder repository sorts by
-- (repositories/finder-repository.ts finderSortKey), followed by the id that breaks ties. Record columns for every
-- document type; attribute columns partial per document type, so a record enters only its own kind's indexes.
-- A page in either direction is then an index range; test/api/finder-indexes.test.ts checks each column has one.
CREATE INDEX IF NOT EXISTS "reporting_records_finder_external_id_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("external_id" COLLATE "und-x-icu"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_state_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("state" COLLATE "und-x-icu"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_created_at_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("created_at"),"id");
--> statement-breakpoint
-- reporting_records_finder_idx sorts updated_at DESC NULLS LAST, which neither direction of the finders' NULLS order matches.
CREATE INDEX IF NOT EXISTS "reporting_records_finder_updated_at_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("updated_at"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_trade_id_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'tradeId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_trade_date_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'tradeDate') COLLATE "C")),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_commodity_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_product_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'product') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_price_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'price') = 'number' THEN ("attributes" ->> 'price')::numeric END)),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_ecm_currency_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esminv_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esminv_period_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'period') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esminv_direction_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'direction') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esminv_net_amount_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'netAmount') = 'number' THEN ("attributes" ->> 'netAmount')::numeric END)),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esminv_currency_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esmnet_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esmnet_invoices_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'invoices') = 'number' THEN ("attributes" ->> 'invoices')::numeric END)),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esmnet_net_amount_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'netAmount') = 'number' THEN ("attributes" ->> 'netAmount')::numeric END)),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_esmnet_currency_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_uti_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'uti') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_contract_name_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'contractName') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_contract_id_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'contractId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_commodity_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_trade_time_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'tradeTime') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_price_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'price') = 'number' THEN ("attributes" ->> 'price')::numeric END)),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_currency_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_quantity_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'quantity') = 'number' THEN ("attributes" ->> 'quantity')::numeric END)),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_quantity_unit_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'quantityUnit') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_delivery_start_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'deliveryStart') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_delivery_end_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'deliveryEnd') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t1_trader_id_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'traderId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_uti_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'uti') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_contract_id_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'contractId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_contract_type_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'contractType') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_contract_date_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'contractDate') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_commodity_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_delivery_start_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'deliveryStart') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_t2_delivery_end_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'deliveryEnd') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_er_detail_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_er_zone_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_er_capacity_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_er_source_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_gc_detail_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_gc_zone_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_gc_capacity_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_gc_source_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_fund_detail_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_fund_zone_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_fund_capacity_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_fund_source_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_rfin_in_reply_to_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'inReplyTo') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_rfin_accepted_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'accepted') = 'number' THEN ("attributes" ->> 'accepted')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_rfin_rejected_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'rejected') = 'number' THEN ("attributes" ->> 'rejected')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_rfout_record_count_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'recordCount') = 'number' THEN ("attributes" ->> 'recordCount')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_OUT';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_rfout_reporting_mechanism_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'reportingMechanism') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_FILE_OUT';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_mifid_omp_name_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'ompName') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_mifid_doc_type_idx" ON "reporting_records" USING btree ("organisation_id",(("attributes" ->> 'docType') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_mifid_receipt_timestamp_idx" ON "reporting_records" USING btree ("organisation_id",((("attributes" ->> 'receiptTimestamp') COLLATE "C")),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_finder_etmin_rows_idx" ON "reporting_records" USING btree ("organisation_id",((CASE WHEN jsonb_typeof("attributes" -> 'rows') = 'number' THEN ("attributes" ->> 'rows')::numeric END)),"id") WHERE "document_type" = 'ETM_FILE_IN';
