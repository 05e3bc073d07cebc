import { Effect } from "effect"
import { AccountNotFound } from "../account/errors.ts"
import { account } from "../account/aggregate.ts"
import type { Lookups } from "../lookups.ts"
import { defineCommand } from "../shared/decider.ts"
import { AddUserToClient, CreateClient, UpdateClient } from "./commands.ts"
import { AlreadyMember, ClientAlreadyExists, ClientNotFound } from "./errors.ts"
import { ClientCreated, ClientUpdated, UserAddedToClient } from "./events.ts"
import { client } from "./aggregate.ts"

export const createClient = defineCommand<CreateClient, Lookups>({
  schema: CreateClient,
  decide: (c, states) =>
    states.of(client(c.clientId)).exists
      ? Effect.fail(new ClientAlreadyExists({ clientId: c.clientId }))
      : Effect.succeed([new ClientCreated({
          clientId: c.clientId,
          name: c.name,
          homeRoute: c.homeRoute,
          features: { ...c.features },
          ...(c.passwordStrength === undefined ? {} : { passwordStrength: c.passwordStrength })
        })])
})

export const updateClient = defineCommand<UpdateClient, Lookups>({
  schema: UpdateClient,
  decide: (c, states) =>
    states.of(client(c.clientId)).exists
      ? Effect.succeed([new ClientUpdated({
          clientId: c.clientId,
          name: c.name,
          homeRoute: c.homeRoute,
          features: { ...c.features },
          ...(c.passwordStrength === undefined ? {} : { passwordStrength: c.passwordStrength })
        })])
      : Effect.fail(new ClientNotFound({ clientId: c.clientId }))
})

export const addUserToClient = defineCommand<AddUserToClient, Lookups>({
  schema: AddUserToClient,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(client(c.clientId))
      if (!s.exists) return yield* new ClientNotFound({ clientId: c.clientId })
      if (!states.of(account(c.userId)).exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.members.has(c.userId)) return yield* new AlreadyMember({ clientId: c.clientId, userId: c.userId })
      return [new UserAddedToClient({ clientId: c.clientId, userId: c.userId, ...(c.profile === undefined ? {} : { profile: c.profile }) })]
    })
})
