/**
 * Who may enter a lounge: THE one place it is decided, read by the domain (writing in the chat,
 * moderating) and by the server (reading it, its event stream). The lounge's classId names its
 * webinar (DESIGN §4.9): its instructor enters, and the learners of its country subscribed to it.
 * The domain passes what the class's stream says, the server what the classes' read model says;
 * a lounge whose webinar is not there has no subscriber and no instructor. Admins of the
 * country enter through the console's scope, checked where the admin acts.
 */
export interface LoungeEntry {
  readonly countryId: string
  /** The webinar's instructor, undefined while the webinar is not there. */
  readonly instructorId?: string | undefined
}

export interface Entrant {
  readonly userId: string
  readonly country: string
  /** Whether the webinar's subscriptions hold this user. */
  readonly subscribed: boolean
}

/** Why someone stays out: another audience altogether, or a learner of it not yet subscribed. */
export type Entry = "in" | "not_subscribed" | "refused"

export const entryOf = (lounge: LoungeEntry, who: Entrant): Entry =>
  lounge.instructorId !== undefined && who.userId === lounge.instructorId
    ? "in"
    : who.country !== lounge.countryId
      ? "refused"
      : who.subscribed
        ? "in"
        : "not_subscribed"

export const mayEnter = (lounge: LoungeEntry, who: Entrant): boolean => entryOf(lounge, who) === "in"

/** Who moderates and answers: an admin (the console holds them to their country), or the webinar's own instructor only. */
export const mayModerate = (lounge: LoungeEntry, who: { readonly userId: string; readonly role: string }): boolean =>
  who.role !== "instructor" || (lounge.instructorId !== undefined && lounge.instructorId === who.userId)
