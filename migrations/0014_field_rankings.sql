CREATE TABLE `ranking_marks` (
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reached_at` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`)
);
