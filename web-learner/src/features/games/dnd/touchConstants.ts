/** SPEC §9's touch and long-click constants, used by the drag games' sensors. */
export const touchConstants = {
  /** A mouse drag starts after this many pixels (SPEC §9 "Touch drag: start 5 px"). */
  dragStartPx: 5,
  /** A touch picks a piece up after a long-press of this long (SPEC §9 "Long-click: delay 400 ms"). */
  longPressMs: 400,
  /** A held key (or long-click) repeats its move at most this often (SPEC §9 "interval 50 ms"). */
  repeatMs: 50
} as const

/**
 * Whether a keydown moves: a first press always does; a key held down (the browser's auto-repeat,
 * `repeat: true`) moves again only once `repeatMs` has passed since the last move, so a held arrow
 * steps through the targets at SPEC §9's interval whatever the system's repeat rate.
 */
export const repeatGate = (repeatMs: number = touchConstants.repeatMs) => {
  let last = Number.NEGATIVE_INFINITY
  return (event: { readonly repeat: boolean; readonly timeStamp: number }): boolean => {
    if (event.repeat && event.timeStamp - last < repeatMs) return false
    last = event.timeStamp
    return true
  }
}
