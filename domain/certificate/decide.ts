import { Effect } from "effect"
import { CertificateNotFound } from "../api/learning/errors.ts"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { ShowNameOnCertificate } from "./commands.ts"
import { certificate, CertificateNameShown } from "./state.ts"

/**
 * Only the holder decides (DESIGN §4.8: initials "unless the holder allows more"); another
 * learner's code is answered as absent. Choosing what already holds records nothing.
 */
export const showNameOnCertificate = defineCommand<ShowNameOnCertificate, Lookups>({
  schema: ShowNameOnCertificate,
  decide: (c, states) =>
    Effect.gen(function* () {
      const held = states.of(certificate(c.code))
      if (!held.exists || held.userId !== c.userId) return yield* new CertificateNotFound({ certificateCode: c.code })
      if (held.nameShown === c.show) return []
      return [new CertificateNameShown({ code: c.code, userId: c.userId, show: c.show })]
    })
})
