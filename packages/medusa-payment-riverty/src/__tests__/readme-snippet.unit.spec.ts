import { PROVIDER_ENTRY_KEYS } from "../connection"
import { RivertyModuleOptionsSchema } from "../modules/riverty/options"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readmeSnippet } = require("../../../../scripts/lib/readme") as { readmeSnippet: (name: string) => string }

// The README's medusa-config is what a store copies (the install test boots a store from it): it
// stays short, and writes each Riverty option once.
describe("the README's medusa-config snippet", () => {
  const snippet = readmeSnippet("medusa-config")

  it("is at most 40 lines", () => {
    expect(snippet.trimEnd().split("\n").length).toBeLessThanOrEqual(40)
  })

  it("names no Riverty option twice", () => {
    const names = [...Object.keys(RivertyModuleOptionsSchema.shape), ...PROVIDER_ENTRY_KEYS]
    const twice = names.filter((name) => (snippet.match(new RegExp(`\\b${name}:`, "g")) ?? []).length > 1)
    expect(twice).toEqual([])
  })

  it("keeps the payment module's dependencies and a provider entry of only resolve and id", () => {
    expect(snippet).toContain('dependencies: ["query", "riverty", "locking"]')
    expect(snippet).toContain('providers: [{ resolve: "medusa-payment-riverty/providers/riverty", id: "riverty" }]')
  })
})
