CREATE TABLE `partner_members` (
	`document` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`role` text NOT NULL,
	`claimed_by` text
);
--> statement-breakpoint
CREATE TABLE `transfers` (
	`transfer_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`points` integer NOT NULL,
	`partner_document` text NOT NULL,
	`status` text NOT NULL,
	`redeem_by` text NOT NULL,
	`transferred_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `transfers_user` ON `transfers` (`user_id`,`transferred_at`);