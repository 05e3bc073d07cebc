CREATE TABLE `command_requests` (
	`command_id` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `check_ins` (
	`meetup_id` text NOT NULL,
	`user_id` text NOT NULL,
	`checked_in_at` text NOT NULL,
	PRIMARY KEY(`meetup_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `check_ins_user` ON `check_ins` (`user_id`);--> statement-breakpoint
CREATE TABLE `meetups` (
	`meetup_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`title` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`starts_at_ms` integer NOT NULL,
	`ends_at_ms` integer NOT NULL,
	`min_level` integer NOT NULL,
	`capacity` integer,
	`place` text,
	`code` text,
	`code_set_at` text,
	`check_ins` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meetups_country_start` ON `meetups` (`country`,`starts_at_ms`);--> statement-breakpoint
CREATE TABLE `orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`country` text NOT NULL,
	`reward_id` text NOT NULL,
	`category` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`points` integer NOT NULL,
	`status` text NOT NULL,
	`tracking_code` text,
	`reason` text,
	`placed_at` text NOT NULL,
	`moved_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_queue` ON `orders` (`country`,`status`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`placed_at`);--> statement-breakpoint
CREATE TABLE `ranking_marks` (
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reached_at` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `rewards` (
	`reward_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`department` text NOT NULL,
	`category` text NOT NULL,
	`price` integer NOT NULL,
	`stock` integer NOT NULL,
	`supplied` integer NOT NULL,
	`ordered` integer NOT NULL,
	`min_level` integer NOT NULL,
	`required_course_ids` text NOT NULL,
	`countries` text NOT NULL,
	`image_file_id` text,
	`withdrawn` integer NOT NULL,
	`listed_at` text NOT NULL,
	`search_text` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rewards_department` ON `rewards` (`department`,`category`);--> statement-breakpoint
CREATE TABLE `photo_types` (
	`photo_type_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `store_photos` (
	`photo_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`store_id` text NOT NULL,
	`chain_id` text NOT NULL,
	`photo_type` text NOT NULL,
	`file_id` text,
	`week` text NOT NULL,
	`status` text NOT NULL,
	`points` integer NOT NULL,
	`reason` text,
	`uploaded_at` text NOT NULL,
	`audited_at` text
);
--> statement-breakpoint
CREATE INDEX `store_photos_store_week` ON `store_photos` (`store_id`,`week`);--> statement-breakpoint
CREATE INDEX `store_photos_queue` ON `store_photos` (`status`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `store_photos_user` ON `store_photos` (`user_id`);--> statement-breakpoint
CREATE INDEX `store_photos_campaign` ON `store_photos` (`campaign_id`,`uploaded_at`);