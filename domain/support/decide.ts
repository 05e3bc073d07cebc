import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { SendContactMessage } from "./commands.ts"
import { ContactMessageExists } from "./errors.ts"
import { ContactMessageSent } from "./events.ts"
import { contactMessage } from "./state.ts"

export const sendContactMessage = defineCommand<SendContactMessage, Lookups>({
  schema: SendContactMessage,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(contactMessage(c.messageId)).sent) return yield* new ContactMessageExists({ messageId: c.messageId })
      const { _tag, ...fields } = c
      return [new ContactMessageSent(fields)]
    })
})
