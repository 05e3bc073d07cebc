CREATE TABLE `badge_sale_counts` (
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`approved` integer NOT NULL,
	PRIMARY KEY(`user_id`, `campaign_id`)
);
--> statement-breakpoint
CREATE TABLE `badges` (
	`user_id` text NOT NULL,
	`badge` text NOT NULL,
	`earned_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `badge`)
);
--> statement-breakpoint
CREATE TABLE `inbox_messages` (
	`message_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text,
	`params` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inbox_messages_user` ON `inbox_messages` (`user_id`,`message_id`);--> statement-breakpoint
CREATE TABLE `inbox_reads` (
	`user_id` text NOT NULL,
	`message_id` integer NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `message_id`)
);
--> statement-breakpoint
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