CREATE TABLE `account_codes` (
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`phone` text NOT NULL,
	`channel` text NOT NULL,
	`sent_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `purpose`)
);
--> statement-breakpoint
CREATE TABLE `account_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `account_links_user` ON `account_links` (`user_id`);--> statement-breakpoint
CREATE TABLE `mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`kind` text NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mailbox_user` ON `mailbox` (`user_id`);--> statement-breakpoint
CREATE INDEX `mailbox_recipient` ON `mailbox` (`recipient`);--> statement-breakpoint
ALTER TABLE `personal_data` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `personal_data` ADD `phone_verified_at` integer;--> statement-breakpoint
ALTER TABLE `personal_data` ADD `profile` text;--> statement-breakpoint
ALTER TABLE `personal_data` ADD `avatar_file_id` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `erased_at` text;--> statement-breakpoint
ALTER TABLE `user_settings` ADD `notifications` text;