/**
 * WCAG 2.x contrast (success criterion 1.4.3): the ratio of the lighter colour's relative
 * luminance to the darker's, each plus 0.05. Normal text needs 4.5:1 at level AA.
 */
export const aaTextContrast = 4.5

const channel = (hex: string, at: number): number => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a `#rrggbb` colour. */
export const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)

/** The contrast ratio of two `#rrggbb` colours, rounded down to two decimals (so 4.499 never reads as 4.5). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100
}
