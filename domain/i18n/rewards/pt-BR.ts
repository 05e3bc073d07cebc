/** Messages of the reward store's codes (rewards and orders, DESIGN §4.6). */
export const rewardsPtBR = {
  "reward.already_exists": "Já existe um prêmio com o identificador {rewardId}.",
  "reward.not_found": "Não encontramos o prêmio {rewardId}.",
  "reward.withdrawn": "O prêmio {rewardId} foi retirado da loja e não pode mais ser alterado.",
  "order.already_exists": "Já existe um pedido com o identificador {orderId}.",
  "order.not_found": "Não encontramos o pedido {orderId}.",
  "order.quantity_out_of_range": "A quantidade precisa ser um número inteiro de 1 a {max} (recebido: {quantity}).",
  "order.campaign_ended": "A campanha terminou em {ends}: seus pontos dela não podem mais ser resgatados.",
  "order.reward_unavailable": "Este prêmio não está disponível para você.",
  "order.insufficient_points": "Pontos insuficientes: você tem {balance} e o resgate custa {points}.",
  "order.wallet_in_debt": "Seu saldo está negativo ({balance}). Os resgates voltam a ser liberados quando novos créditos cobrirem a diferença.",
  "order.out_of_stock": "Estoque insuficiente: restam {stock} unidades e você pediu {quantity}.",
  "order.level_required": "Este prêmio é para o nível {minLevel} ou acima; você está no nível {level}.",
  "order.training_required": "Para resgatar este prêmio, conclua com aprovação o treinamento: {courseIds}.",
  "order.category_cap": "Limite da categoria {category} nesta campanha: {cap} unidades (você já pediu {ordered}).",
  "order.not_covered": "Os pontos confirmados ainda não cobrem este pedido (confirmados: {confirmed}). Aguarde a auditoria das vendas.",
  "order.invalid_transition": "O pedido {orderId} não pode fazer este movimento na situação atual ({status})."
} as const
