// The Spanish catalogue ships no types and names its ES module only in `module` (no `main`, which
// Node and Vitest read): imported by its path; it is react-admin's TranslationMessages shape.
declare module "@blackbox-vision/ra-language-spanish/dist-web/index.js" {
  import type { TranslationMessages } from "ra-core"
  const messages: TranslationMessages
  export default messages
}
