CREATE TABLE `accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`block_reason` text,
	`approved_at` text,
	`registered_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `accounts_country` ON `accounts` (`country`,`status`);--> statement-breakpoint
CREATE TABLE `campaign_stores` (
	`campaign_id` text NOT NULL,
	`store_id` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `store_id`)
);
--> statement-breakpoint
CREATE TABLE `campaigns` (
	`campaign_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`begins` text NOT NULL,
	`ends` text NOT NULL,
	`status` text NOT NULL,
	`points_table` text NOT NULL,
	`levels` text NOT NULL,
	`category_caps` text NOT NULL,
	`store_count` integer NOT NULL,
	`participant_count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `campaigns_country` ON `campaigns` (`country`,`begins`);--> statement-breakpoint
CREATE TABLE `participants` (
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`agency_id` text NOT NULL,
	`brand_ids` text NOT NULL,
	`store_ids` text NOT NULL,
	`chain_ids` text NOT NULL,
	`registered_at` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `participants_user` ON `participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `campaign_xp` (
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`xp` integer NOT NULL,
	PRIMARY KEY(`user_id`, `campaign_id`)
);
--> statement-breakpoint
CREATE INDEX `campaign_xp_campaign` ON `campaign_xp` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `level_requests` (
	`request_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`to_level` integer NOT NULL,
	`counted_sale_ids` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`requested_at` text NOT NULL,
	`decided_at` text
);
--> statement-breakpoint
CREATE INDEX `level_requests_user` ON `level_requests` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `level_requests_status` ON `level_requests` (`status`);--> statement-breakpoint
CREATE TABLE `members` (
	`user_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`level` integer NOT NULL,
	`total_xp` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `members_country_level` ON `members` (`country`,`level`);--> statement-breakpoint
CREATE TABLE `agencies` (
	`agency_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`brand_ids` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `brands` (
	`brand_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`sku` text PRIMARY KEY NOT NULL,
	`product_type` text NOT NULL,
	`brand_id` text NOT NULL,
	`processor` text,
	`generation` text,
	`form_factor` text
);
--> statement-breakpoint
CREATE TABLE `retail_chains` (
	`chain_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stores` (
	`store_id` text PRIMARY KEY NOT NULL,
	`chain_id` text NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`city` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stores_chain` ON `stores` (`chain_id`);--> statement-breakpoint
CREATE TABLE `sales` (
	`sale_id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`store_id` text NOT NULL,
	`chain_id` text NOT NULL,
	`invoice_number` text NOT NULL,
	`sale_date` text NOT NULL,
	`reported_at` text NOT NULL,
	`observation` text,
	`lines` text NOT NULL,
	`base_points` integer NOT NULL,
	`level` integer NOT NULL,
	`credited_points` integer NOT NULL,
	`status` text NOT NULL,
	`duplicate` integer NOT NULL,
	`reason` text,
	`audited_at` text
);
--> statement-breakpoint
CREATE INDEX `sales_invoice_user` ON `sales` (`campaign_id`,`user_id`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `sales_invoice_store` ON `sales` (`campaign_id`,`store_id`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `sales_queue` ON `sales` (`status`,`reported_at`);--> statement-breakpoint
CREATE INDEX `sales_user` ON `sales` (`user_id`);--> statement-breakpoint
CREATE TABLE `wallet_entries` (
	`position` integer PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text,
	`points` integer NOT NULL,
	`note` text,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wallet_entries_wallet` ON `wallet_entries` (`user_id`,`campaign_id`);--> statement-breakpoint
CREATE TABLE `wallets` (
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`credited` integer NOT NULL,
	`reversed` integer NOT NULL,
	`debited` integer NOT NULL,
	`refunded` integer NOT NULL,
	`expired` integer NOT NULL,
	`provisional` integer NOT NULL,
	`balance` integer NOT NULL,
	`confirmed` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `wallets_user` ON `wallets` (`user_id`);