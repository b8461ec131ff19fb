-- A finder's state filter sorted by any column: the state sort index's twin of every finder sort index
-- (0006), the state between the organisation (and document type) and the column. Walking a column's
-- own index for one state's records reads past every record of the other states: at 1,000,000 Table 1
-- records, the SENT trades sorted by commodity passed the 500,000 EL trades to find 25 NG ones (122–471 ms).
-- Here the state is part of the range, so its page is the first entries of the range, whatever the data.
-- The state is compared in the collation the finder repository compares it in (finderSortKey('state')).
-- test/api/finder-indexes.test.ts checks every column of every finder has one.
CREATE INDEX IF NOT EXISTS "reporting_records_state_external_id_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("state" COLLATE "und-x-icu"),("external_id" COLLATE "und-x-icu"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_created_at_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("state" COLLATE "und-x-icu"),("created_at"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_updated_at_idx" ON "reporting_records" USING btree ("organisation_id","document_type",("state" COLLATE "und-x-icu"),("updated_at"),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_trade_id_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'tradeId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_trade_date_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'tradeDate') COLLATE "C")),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_commodity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_product_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'product') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_price_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'price') = 'number' THEN ("attributes" ->> 'price')::numeric END)),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_ecm_currency_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ECM';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esminv_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esminv_period_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'period') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esminv_direction_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'direction') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esminv_net_amount_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'netAmount') = 'number' THEN ("attributes" ->> 'netAmount')::numeric END)),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esminv_currency_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_INVOICE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esmnet_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esmnet_invoices_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'invoices') = 'number' THEN ("attributes" ->> 'invoices')::numeric END)),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esmnet_net_amount_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'netAmount') = 'number' THEN ("attributes" ->> 'netAmount')::numeric END)),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_esmnet_currency_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ESM_NETTING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_uti_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'uti') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_contract_name_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'contractName') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_contract_id_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'contractId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_commodity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_trade_time_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'tradeTime') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_price_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'price') = 'number' THEN ("attributes" ->> 'price')::numeric END)),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_currency_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'currency') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_quantity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'quantity') = 'number' THEN ("attributes" ->> 'quantity')::numeric END)),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_quantity_unit_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'quantityUnit') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_delivery_start_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'deliveryStart') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_delivery_end_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'deliveryEnd') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t1_trader_id_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'traderId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_1';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_uti_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'uti') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_contract_id_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'contractId') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_contract_type_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'contractType') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_contract_date_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'contractDate') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_counterparty_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'counterparty') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_commodity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'commodity') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_buy_sell_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'buySell') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_delivery_start_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'deliveryStart') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_t2_delivery_end_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'deliveryEnd') COLLATE "C")),"id") WHERE "document_type" = 'REMIT_TABLE_2';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_er_detail_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_er_zone_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_er_capacity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_er_source_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'ELECTRICITY_RIGHTS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_gc_detail_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_gc_zone_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_gc_capacity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_gc_source_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'GAS_CAPACITY';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_fund_detail_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'detail') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_fund_zone_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'zone') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_fund_capacity_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'capacity') = 'number' THEN ("attributes" ->> 'capacity')::numeric END)),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_fund_source_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'source') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'FUNDAMENTALS';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_rfin_in_reply_to_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'inReplyTo') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_rfin_accepted_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'accepted') = 'number' THEN ("attributes" ->> 'accepted')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_rfin_rejected_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'rejected') = 'number' THEN ("attributes" ->> 'rejected')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_IN';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_rfout_record_count_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'recordCount') = 'number' THEN ("attributes" ->> 'recordCount')::numeric END)),"id") WHERE "document_type" = 'REMIT_FILE_OUT';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_rfout_reporting_mechanism_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'reportingMechanism') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'REMIT_FILE_OUT';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_mifid_omp_name_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'ompName') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_mifid_doc_type_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),(("attributes" ->> 'docType') COLLATE "und-x-icu"),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_mifid_receipt_timestamp_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((("attributes" ->> 'receiptTimestamp') COLLATE "C")),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reporting_records_state_etmin_rows_idx" ON "reporting_records" USING btree ("organisation_id",("state" COLLATE "und-x-icu"),((CASE WHEN jsonb_typeof("attributes" -> 'rows') = 'number' THEN ("attributes" ->> 'rows')::numeric END)),"id") WHERE "document_type" = 'ETM_FILE_IN';
