import type { Step } from "./scenario.ts"

/** A RegisterAccount step for a Brazilian learner; any field may be overridden. */
export const registerAccount = (userId: string, extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "RegisterAccount",
  payload: {
    userId,
    country: "BR",
    document: "529.982.247-25",
    email: `${userId}@example.com.br`,
    fullName: `Pessoa ${userId}`,
    birthday: "1990-05-17",
    role: "learner",
    ...extra
  }
})

export const approve = (userId: string): Step => ({ type: "ApproveAccount", payload: { userId } })
export const block = (userId: string, reason = "Notas fiscais adulteradas"): Step => ({ type: "BlockAccount", payload: { userId, reason } })
export const unblock = (userId: string): Step => ({ type: "UnblockAccount", payload: { userId } })
