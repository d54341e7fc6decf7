// The catalogue: every key in each of Riverty's eight languages, no empty text, the same values put
// in as English (so no translation loses or invents a `{name}`), plural forms the language has,
// and no text left in English by mistake.
import { ENGLISH, RIVERTY_LANGUAGES, type Message, type RivertyMessageKey } from "../index.js"
import { ALL_LANGUAGES } from "../messages/index.js"

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const formsOf = (message: Message): [string, string][] => (typeof message === "string" ? [["text", message]] : Object.entries(message))
const union = (message: Message) => [...new Set(formsOf(message).flatMap(([, text]) => placeholders(text)))].sort()
const KEYS = Object.keys(ENGLISH) as RivertyMessageKey[]

// Texts that are the same in English and another language on purpose (names and signs, or the same word).
const SAME_AS_ENGLISH: Partial<Record<string, RivertyMessageKey[]>> = {
  de: ["field.iban", "field.bic", "plans.headline", "plans.details", "field.optional"],
  nl: ["field.iban", "field.bic", "plans.headline", "plans.details"],
  sv: ["field.iban", "field.bic", "plans.headline"],
  nb: ["field.iban", "field.bic", "plans.headline"],
  fi: ["field.iban", "field.bic", "plans.headline"],
  da: ["field.iban", "field.bic", "plans.headline"],
  fr: ["field.iban", "field.bic", "plans.headline", "plans.total"],
}

describe("the catalogue", () => {
  it("has one module per conversation language of Riverty, English included", () => {
    expect(ALL_LANGUAGES.map((language) => language.language).sort()).toEqual([...RIVERTY_LANGUAGES].sort())
    expect(ALL_LANGUAGES.find((language) => language.language === "en")?.messages).toBe(ENGLISH)
  })

  for (const { language, messages } of ALL_LANGUAGES) {
    describe(language, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]

      it("has every key and no other, none empty", () => {
        expect(Object.keys(messages).sort()).toEqual([...KEYS].sort())
        const empty = KEYS.filter((key) => formsOf(messages[key]).some(([, text]) => !text.trim()))
        expect(empty).toEqual([])
      })

      it("puts in the same values as English, and words a number in the forms of the language", () => {
        const mismatched = KEYS.filter((key) => {
          const own = messages[key]
          if (typeof own !== typeof ENGLISH[key]) return true
          if (JSON.stringify(union(own)) !== JSON.stringify(union(ENGLISH[key]))) return true
          // Each form of a plural text says the number, as the English ones do.
          return formsOf(own).some(([, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(union(ENGLISH[key])))
        })
        expect(mismatched).toEqual([])
        const plurals = KEYS.filter((key) => typeof messages[key] !== "string")
        for (const key of plurals) {
          const forms = Object.keys(messages[key])
          expect({ key, other: forms.includes("other"), unknown: forms.filter((form) => !categories.includes(form)) }).toEqual({ key, other: true, unknown: [] })
        }
      })

      if (language !== "en") {
        it("leaves nothing in English by mistake", () => {
          const english = KEYS.filter((key) => JSON.stringify(messages[key]) === JSON.stringify(ENGLISH[key]))
          expect(english.sort()).toEqual([...(SAME_AS_ENGLISH[language] ?? [])].sort())
        })
      }
    })
  }
})
