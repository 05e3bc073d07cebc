/**
 * Who may enter a lounge: THE one place it is decided, read by the domain (writing in the chat)
 * and by the server (reading it, its event stream). For now any learner of the lounge's country;
 * once the classes are merged, "and subscribed to the webinar" joins here (the `subscribed`
 * answer is the seam: the server and the decider pass what the subscriptions say).
 */
export interface LoungeEntry {
  readonly countryId: string
}

export interface Entrant {
  readonly country: string
  /** Whether the learner is subscribed to the webinar; undefined until subscriptions exist. */
  readonly subscribed?: boolean
}

export const mayEnter = (lounge: LoungeEntry, who: Entrant): boolean => who.country === lounge.countryId
