import { nestsDeeperThan } from "../core/json-depth"

const body = (text: string) => Buffer.from(text, "utf8")

describe("nestsDeeperThan", () => {
  it("counts object and array nesting up to the limit", () => {
    expect(nestsDeeperThan(body(`${"[".repeat(3)}${"]".repeat(3)}`), 3)).toBe(false)
    expect(nestsDeeperThan(body(`{"a":{"b":[1]}}`), 2)).toBe(true)
    expect(nestsDeeperThan(body(`[[],[],[]]`), 2)).toBe(false)
  })

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(body(`{"a":"${"[".repeat(100)}"}`), 2)).toBe(false)
    expect(nestsDeeperThan(body(`{"a":"\\"${"{".repeat(100)}"}`), 2)).toBe(false)
  })
})
