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

/** A complete, valid sign-up form of a Brazilian adult; any field may be overridden. */
export const signUpForm = (extra: Partial<Record<string, unknown>> = {}): Record<string, unknown> => ({
  country: "BR",
  fullName: "Joana Quitéria Albuquerque",
  email: "joana.quiteria@exemplo.com.br",
  emailConfirmation: "joana.quiteria@exemplo.com.br",
  document: "935.411.347-80",
  birthday: "1990-05-17",
  cellphone: "+55 (11) 98765-4321",
  address: { zipCode: "01310-100", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
  acceptTerms: true,
  ...extra
})

export const signUp = (userId: string, extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "SignUp",
  payload: { userId, ...signUpForm(extra) },
  actor: `user:${userId}`
})
