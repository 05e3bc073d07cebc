/** Messages of the reward store's codes (rewards and orders, DESIGN §4.6). */
export const rewardsFrFR = {
  "reward.already_exists": "Une récompense avec l’identifiant {rewardId} existe déjà.",
  "reward.not_found": "Nous n’avons pas trouvé la récompense {rewardId}.",
  "reward.withdrawn": "La récompense {rewardId} a été retirée de la boutique et ne peut plus être modifiée.",
  "order.already_exists": "Une commande avec l’identifiant {orderId} existe déjà.",
  "order.not_found": "Nous n’avons pas trouvé la commande {orderId}.",
  "order.quantity_out_of_range": "La quantité doit être un nombre entier de 1 à {max} (reçu : {quantity}).",
  "order.campaign_ended": "La campagne s’est terminée le {ends} : ses points ne peuvent plus être échangés.",
  "order.reward_unavailable": "Cette récompense n’est pas disponible pour vous.",
  "order.insufficient_points": "Points insuffisants : vous avez {balance} et cet échange coûte {points}.",
  "order.wallet_in_debt": "Votre solde est négatif ({balance}). Les échanges rouvrent quand de nouveaux crédits couvrent la différence.",
  "order.out_of_stock": "Stock insuffisant : il reste {stock} unités et vous en demandez {quantity}.",
  "order.level_required": "Cette récompense est réservée au niveau {minLevel} et au-delà ; vous êtes au niveau {level}.",
  "order.training_required": "Pour échanger cette récompense, réussissez d’abord la formation : {courseIds}.",
  "order.category_cap": "Limite de la catégorie {category} pour cette campagne : {cap} unités (déjà commandées : {ordered}).",
  "order.not_covered": "Les points confirmés ne couvrent pas encore cette commande (confirmés : {confirmed}). Attendez l’audit des ventes.",
  "order.invalid_transition": "La commande {orderId} ne peut pas faire ce mouvement dans son état actuel ({status})."
} as const
