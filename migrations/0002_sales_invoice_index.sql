DROP INDEX `sales_invoice_user`;--> statement-breakpoint
DROP INDEX `sales_invoice_store`;--> statement-breakpoint
CREATE INDEX `sales_invoice` ON `sales` (`campaign_id`,`invoice_number`);