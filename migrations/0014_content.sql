CREATE TABLE `contact_messages` (
	`message_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`country` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`answer_by` text NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_country` ON `contact_messages` (`country`,`sent_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_user` ON `contact_messages` (`user_id`);--> statement-breakpoint
CREATE TABLE `faq_categories` (
	`category_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`language` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `faq_entries` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faq_entries_category` ON `faq_entries` (`category_id`);--> statement-breakpoint
CREATE TABLE `news` (
	`news_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`cover_file_id` text,
	`countries` text NOT NULL,
	`client_ids` text NOT NULL,
	`published` integer NOT NULL,
	`published_at` text,
	`drafted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_published` ON `news` (`published`,`published_at`);