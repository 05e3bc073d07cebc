/** The badges' words (issue 44), spread into the en-US catalogue. */
export const badgesEnUS = {
  "badge.locked": "Not earned yet",
  "badge.earnedOn": "Earned on {date}",
  "badge.first_sale.name": "First sale",
  "badge.first_sale.how": "Have a sale approved.",
  "badge.sales_10.name": "Ten sales",
  "badge.sales_10.how": "Have 10 sales approved in one campaign.",
  "badge.first_course.name": "First course",
  "badge.first_course.how": "Pass a course.",
  "badge.level_2.name": "Creator",
  "badge.level_2.how": "Reach level 2.",
  "badge.level_3.name": "Influencer",
  "badge.level_3.how": "Reach level 3.",
  "badge.first_meetup.name": "Present!",
  "badge.first_meetup.how": "Check in at a meetup."
} as const
