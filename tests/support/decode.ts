import { Cause, Exit } from "effect"
import type { CommandHandler, InvalidInput, UnknownCommand } from "../../domain/shared/commandHandler.ts"

/** The error the handler's decoder answers for a fixture's type and payload (undefined if it decodes). */
export const decodeError = (handler: CommandHandler, type: string, payload: unknown): InvalidInput | UnknownCommand | undefined => {
  const exit = handler.decode(type, payload)
  return Exit.isFailure(exit) ? (Cause.squash(exit.cause) as InvalidInput | UnknownCommand) : undefined
}
