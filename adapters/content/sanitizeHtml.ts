import sanitize from "sanitize-html"

/**
 * An HTML activity as the learner's browser may render it: text, headings, lists, tables, links
 * and images, and nothing that runs (no script, no event handler, no `javascript:` URL, no style
 * or frame that could cover or imitate the app). sanitize-html parses with htmlparser2, so a
 * malformed tag cannot hide a script from it; links open apart from the app.
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "figure", "figcaption"],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"], th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https", "data"] },
  transformTags: { a: sanitize.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) }
}

export const sanitizeHtml = (html: string): string => sanitize(html, options)
