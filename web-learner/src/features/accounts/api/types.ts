/** The self-service API's shapes (domain/api/accounts/schemas.ts), as the screens read them. */
export type PasswordLevel = "low" | "medium" | "strong"
export interface PasswordPolicy {
  readonly strength: PasswordLevel
  readonly minLength: number
  readonly requirements: ReadonlyArray<string>
  readonly description: string
}

export interface Address {
  zipCode: string
  street: string
  number: string
  complement?: string
  neighborhood: string
  city: string
  state: string
}
export interface Phones {
  commercial?: string
  residential?: string
  whatsapp?: string
}
export type Gender = "male" | "female" | "prefer_not_to_say"

export interface Notifications {
  email: boolean
  sms: boolean
  whatsapp: boolean
  push: boolean
}

export interface Profile {
  readonly userId: string
  readonly country: string
  readonly status: string
  readonly fullName: string
  readonly nickname?: string
  readonly email: string
  readonly document: string
  readonly birthday: string
  readonly gender?: Gender
  readonly cellphone: string | null
  readonly phoneVerified: boolean
  readonly phones?: Phones
  readonly address?: Address
  readonly agencyId?: string
  readonly company?: string
  readonly profession?: string
  readonly avatarFileId: string | null
  readonly notifications: Notifications
  readonly language: string | null
}

export interface PhoneState {
  readonly phone: string | null
  readonly verified: boolean
  readonly pendingPhone: string | null
  readonly retryAfterSeconds: number
}

export type LoginKind = "email" | "document" | "username"
export type Channel = "sms" | "whatsapp"
