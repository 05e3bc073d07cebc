/** The badges' words (issue 44), spread into the fr-FR catalogue. */
export const badgesFrFR = {
  "badge.locked": "Pas encore obtenu",
  "badge.earnedOn": "Obtenu le {date}",
  "badge.first_sale.name": "Première vente",
  "badge.first_sale.how": "Faites approuver une vente.",
  "badge.sales_10.name": "Dix ventes",
  "badge.sales_10.how": "Faites approuver 10 ventes dans une même campagne.",
  "badge.first_course.name": "Premier cours",
  "badge.first_course.how": "Réussissez un cours.",
  "badge.level_2.name": "Creator",
  "badge.level_2.how": "Atteignez le niveau 2.",
  "badge.level_3.name": "Influencer",
  "badge.level_3.how": "Atteignez le niveau 3.",
  "badge.first_meetup.name": "Présent !",
  "badge.first_meetup.how": "Enregistrez votre présence à un événement."
} as const
