/** The badges' words (issue 44), spread into the pt-BR catalogue. */
export const badgesPtBR = {
  "badge.locked": "Ainda não conquistada",
  "badge.earnedOn": "Conquistada em {date}",
  "badge.first_sale.name": "Primeira venda",
  "badge.first_sale.how": "Tenha uma venda aprovada.",
  "badge.sales_10.name": "Dez vendas",
  "badge.sales_10.how": "Tenha 10 vendas aprovadas na mesma campanha.",
  "badge.first_course.name": "Primeiro curso",
  "badge.first_course.how": "Seja aprovado em um curso.",
  "badge.level_2.name": "Creator",
  "badge.level_2.how": "Chegue ao nível 2.",
  "badge.level_3.name": "Influencer",
  "badge.level_3.how": "Chegue ao nível 3.",
  "badge.first_meetup.name": "Presente!",
  "badge.first_meetup.how": "Faça check-in em um evento."
} as const
