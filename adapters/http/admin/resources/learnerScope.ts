/** Learning records belong to their learner's country: an admin sees their own country's learners only. */
export const byLearnerCountry = (column: string): string => `${column} IN (SELECT user_id FROM accounts WHERE country = ?)`
