import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { aaTextContrast, contrastRatio } from "../rules/contrast.ts"
import { client } from "../client/aggregate.ts"
import { ClientNotFound } from "../client/errors.ts"
import { BrandClient, ConfigureLogin } from "./commands.ts"
import { ContrastTooLow } from "./errors.ts"
import { ClientBranded, LoginConfigured } from "./events.ts"
import type { ThemeColors } from "./schemas.ts"

/** The pairs a theme writes text with: body text, text on buttons, links (primary) on the page. */
const textPairs = (c: ThemeColors) =>
  [
    ["text/background", c.text, c.background],
    ["onPrimary/primary", c.onPrimary, c.primary],
    ["primary/background", c.primary, c.background]
  ] as const

/** The first pair below WCAG AA, if any (DESIGN §7: refused when saved). */
export const contrastShortfall = (colors: ThemeColors): ContrastTooLow | undefined => {
  for (const [pair, foreground, background] of textPairs(colors)) {
    const contrast = contrastRatio(foreground, background)
    if (contrast < aaTextContrast) return new ContrastTooLow({ pair, foreground, background, contrast, needs: aaTextContrast })
  }
  return undefined
}

export const configureLogin = defineCommand<ConfigureLogin, Lookups>({
  schema: ConfigureLogin,
  decide: (c) =>
    Effect.gen(function* () {
      const shortfall = contrastShortfall(c.colors)
      if (shortfall) return yield* shortfall
      const { _tag, ...fields } = c
      return [new LoginConfigured(fields)]
    })
})

export const brandClient = defineCommand<BrandClient, Lookups>({
  schema: BrandClient,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (!states.of(client(c.clientId)).exists) return yield* new ClientNotFound({ clientId: c.clientId })
      const shortfall = contrastShortfall(c.colors)
      if (shortfall) return yield* shortfall
      const { _tag, ...fields } = c
      return [new ClientBranded(fields)]
    })
})
