CREATE TABLE `deferred_indexes` (
	`name` text PRIMARY KEY NOT NULL,
	`sql` text NOT NULL
);
