CREATE TABLE `client_members` (
	`client_id` text NOT NULL,
	`user_id` text NOT NULL,
	`profile` text,
	PRIMARY KEY(`client_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `client_members_user` ON `client_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`home_route` text NOT NULL,
	`features` text NOT NULL,
	`password_strength` text DEFAULT 'medium' NOT NULL
);
