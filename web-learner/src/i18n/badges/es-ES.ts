/** The badges' words (issue 44), spread into the es-ES catalogue. */
export const badgesEsES = {
  "badge.locked": "Todavía no obtenida",
  "badge.earnedOn": "Obtenida el {date}",
  "badge.first_sale.name": "Primera venta",
  "badge.first_sale.how": "Tenga una venta aprobada.",
  "badge.sales_10.name": "Diez ventas",
  "badge.sales_10.how": "Tenga 10 ventas aprobadas en una misma campaña.",
  "badge.first_course.name": "Primer curso",
  "badge.first_course.how": "Apruebe un curso.",
  "badge.level_2.name": "Creator",
  "badge.level_2.how": "Llegue al nivel 2.",
  "badge.level_3.name": "Influencer",
  "badge.level_3.how": "Llegue al nivel 3.",
  "badge.first_meetup.name": "¡Presente!",
  "badge.first_meetup.how": "Registre su asistencia a un evento."
} as const
