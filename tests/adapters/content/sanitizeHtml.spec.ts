import { describe, expect, it } from "vitest"
import { sanitizeHtml } from "../../../adapters/content/sanitizeHtml.ts"

describe("HTML activities are sanitized (DESIGN §4.8)", () => {
  it("keep text, structure, https links and images", () => {
    expect(sanitizeHtml('<h2>Roteiro</h2><ol><li><strong>Pergunte</strong> antes</li></ol><img src="https://example.com/a.png" alt="a">')).toBe(
      '<h2>Roteiro</h2><ol><li><strong>Pergunte</strong> antes</li></ol><img src="https://example.com/a.png" alt="a" />'
    )
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>')
  })

  it("drop scripts, event handlers, javascript: URLs, styles and frames", () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">oi</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror=steal()><iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg><script>steal()</script></svg>'
    )
    expect(out).not.toMatch(/steal|javascript:|<script|<iframe|<style|onerror|onclick/i)
    expect(out).toContain("<p>oi</p>")
  })
})
