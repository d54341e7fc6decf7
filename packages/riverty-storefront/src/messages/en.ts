// English, the kit's own language and every other's fallback (always in a page's bundle).
import { ENGLISH } from "../i18n/english.js"
import type { RivertyLanguage } from "../i18n/texts.js"

export const en: RivertyLanguage = { language: "en", messages: ENGLISH }
export default en
