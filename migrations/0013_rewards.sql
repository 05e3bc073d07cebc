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
CREATE INDEX `rewards_department` ON `rewards` (`department`,`category`);