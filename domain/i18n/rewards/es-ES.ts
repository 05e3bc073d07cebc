/** Messages of the reward store's codes (rewards and orders, DESIGN §4.6). */
export const rewardsEsES = {
  "reward.already_exists": "Ya existe un premio con el identificador {rewardId}.",
  "reward.not_found": "No encontramos el premio {rewardId}.",
  "reward.withdrawn": "El premio {rewardId} fue retirado de la tienda y ya no puede modificarse.",
  "order.already_exists": "Ya existe un pedido con el identificador {orderId}.",
  "order.not_found": "No encontramos el pedido {orderId}.",
  "order.quantity_out_of_range": "La cantidad debe ser un número entero de 1 a {max} (recibido: {quantity}).",
  "order.campaign_ended": "La campaña terminó el {ends}: sus puntos ya no pueden canjearse.",
  "order.reward_unavailable": "Este premio no está disponible para ti.",
  "order.insufficient_points": "Puntos insuficientes: tienes {balance} y el canje cuesta {points}.",
  "order.wallet_in_debt": "Tu saldo es negativo ({balance}). Los canjes se habilitan de nuevo cuando nuevos créditos cubran la diferencia.",
  "order.out_of_stock": "Stock insuficiente: quedan {stock} unidades y pediste {quantity}.",
  "order.level_required": "Este premio es para el nivel {minLevel} o superior; estás en el nivel {level}.",
  "order.training_required": "Para canjear este premio, aprueba primero la capacitación: {courseIds}.",
  "order.category_cap": "Límite de la categoría {category} en esta campaña: {cap} unidades (ya pediste {ordered}).",
  "order.not_covered": "Los puntos confirmados aún no cubren este pedido (confirmados: {confirmed}). Espera la auditoría de las ventas.",
  "order.invalid_transition": "El pedido {orderId} no puede hacer este movimiento en su estado actual ({status})."
} as const
