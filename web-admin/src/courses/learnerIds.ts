/** The learner ids typed or pasted for a bulk assignment: one per line, or separated by commas or spaces; once each. */
export const learnerIds = (text: string) => [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s !== ""))]
