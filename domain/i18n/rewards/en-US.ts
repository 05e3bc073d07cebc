/** Messages of the reward store's codes (rewards and orders, DESIGN §4.6). */
export const rewardsEnUS = {
  "reward.already_exists": "A reward with the id {rewardId} already exists.",
  "reward.not_found": "We couldn't find the reward {rewardId}.",
  "reward.withdrawn": "The reward {rewardId} was withdrawn from the store and can no longer be changed.",
  "order.already_exists": "An order with the id {orderId} already exists.",
  "order.not_found": "We couldn't find the order {orderId}.",
  "order.quantity_out_of_range": "The quantity must be a whole number from 1 to {max} (got {quantity}).",
  "order.campaign_ended": "The campaign ended on {ends}: its points can no longer be redeemed.",
  "order.reward_unavailable": "This reward is not available to you.",
  "order.insufficient_points": "Not enough points: you have {balance} and this costs {points}.",
  "order.wallet_in_debt": "Your balance is negative ({balance}). Redemptions open again once new credits cover it.",
  "order.out_of_stock": "Not enough stock: {stock} units left and you asked for {quantity}.",
  "order.level_required": "This reward is for level {minLevel} and above; you are at level {level}.",
  "order.training_required": "To redeem this reward, first pass the training: {courseIds}.",
  "order.category_cap": "Limit for {category} in this campaign: {cap} units (you already ordered {ordered}).",
  "order.not_covered": "Confirmed points do not cover this order yet (confirmed: {confirmed}). Wait for the sales audit.",
  "order.invalid_transition": "Order {orderId} cannot make this move in its current state ({status})."
} as const
