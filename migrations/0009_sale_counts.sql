CREATE TABLE `sale_counts` (
	`campaign_id` text NOT NULL,
	`status` text NOT NULL,
	`sales` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `status`)
);
--> statement-breakpoint
-- A database made before this table: its sales read model is current, so its counts are these
-- (the sales projection keeps them from here on, without a rebuild).
INSERT INTO `sale_counts` (`campaign_id`, `status`, `sales`) SELECT `campaign_id`, `status`, count(*) FROM `sales` GROUP BY `campaign_id`, `status`;
