import { z } from "@medusajs/framework/zod"
import { describeIssues, unsafeTextIssues, validateBody, validateQuery } from "../validate"

const Body = z.strictObject({
  items: z.array(z.object({ line_number: z.number().int().positive(), quantity: z.number().int().positive() })).min(1),
  iban: z.string().refine((value) => value.startsWith("DE"), { error: "is not a valid IBAN" }).optional(),
})

type Req = { body?: unknown; query?: unknown; validatedBody?: unknown; validatedQuery?: unknown; allowed: string[] }

async function run(middleware: (req: never, res: never, next: (error?: unknown) => void) => Promise<void>, req: Req) {
  let failure: unknown
  await middleware(req as never, {} as never, (error?: unknown) => {
    failure = error
  })
  return failure as { type?: string; message?: string } | undefined
}

describe("request validation", () => {
  it("names each field as the request wrote it, custom messages included", () => {
    const parsed = Body.safeParse({ items: [{ line_number: 1, quantity: 0 }], iban: "NL00", amount: 1 })
    expect(parsed.success).toBe(false)
    const message = describeIssues(parsed.error!.issues, "body")
    expect(message).toContain("items[0].quantity: ")
    expect(message).toContain("iban: is not a valid IBAN")
    expect(message).toContain("amount: not an accepted field")
  })

  it("names the root when the whole input is wrong", () => {
    const parsed = Body.safeParse("text")
    expect(describeIssues(parsed.error!.issues, "body")).toMatch(/^body: /)
  })

  it("Medusa's body validator answers with these words (400 invalid_data) and hands the route the parsed body", async () => {
    const bad: Req = { body: { items: [] }, allowed: [] }
    const failure = await run(validateBody(Body), bad)
    expect(failure?.type).toBe("invalid_data")
    expect(failure?.message).toMatch(/^Invalid request: items: /)

    const good: Req = { body: { items: [{ line_number: 2, quantity: 1 }] }, allowed: [] }
    expect(await run(validateBody(Body), good)).toBeUndefined()
    expect(good.validatedBody).toEqual({ items: [{ line_number: 2, quantity: 1 }] })
  })

  it("refuses a NUL, another control character or a lone surrogate anywhere in the request (values and keys), naming where, before the schema", async () => {
    const issues = unsafeTextIssues({ a: "x", b: ["ok", "n\u0000l"], c: { d: "\ud800 x" }, "e\u0000": 1, f: "line\nbreak", g: "\u009b" })
    expect(issues).toEqual([
      { path: ["e\\u0000"], message: "its name must not contain a NUL character" },
      { path: ["f"], message: "must not contain a control character" },
      { path: ["g"], message: "must not contain a control character" },
      { path: ["b", 1], message: "must not contain a NUL character" },
      { path: ["c", "d"], message: "must not contain a lone surrogate (it is not Unicode text)" },
    ])
    expect(unsafeTextIssues({ a: "\\u0000 is text", b: [1, null, true], c: "Gütersloher Straße 😀", d: "tab\there" }, { multiline: true })).toEqual([])
    expect(unsafeTextIssues(Array.from({ length: 9 }, () => "\u0000"))).toHaveLength(5)
    // Iterative: a nesting far deeper than any stack holds is walked without overflowing.
    let deep: unknown = "\u0007"
    for (let i = 0; i < 100_000; i++) deep = [deep]
    const [deepest] = unsafeTextIssues(deep)
    expect(deepest.path).toEqual([...Array(8).fill(0), "…", ...Array(8).fill(0)])

    const req: Req = { body: { items: [{ line_number: 1, quantity: 1 }], iban: "DE\u00001" }, allowed: [] }
    const failure = await run(validateBody(Body), req)
    expect(failure?.type).toBe("invalid_data")
    expect(failure?.message).toBe("Invalid request: iban: must not contain a NUL character")
    expect(req.validatedBody).toBeUndefined()
    const query: Req = { query: { limit: "7\r\ninfo: forged" }, allowed: [] }
    expect((await run(validateQuery(z.object({ limit: z.string() })), query))?.message).toBe("Invalid request: limit: must not contain a control character")
  })

  it("does not make a schema strict that is not (Medusa's validator would)", async () => {
    const req: Req = { body: { a: "x", extra: true }, allowed: [] }
    expect(await run(validateBody(z.object({ a: z.string() })), req)).toBeUndefined()
    expect(req.validatedBody).toEqual({ a: "x" })
  })

  it("Medusa's query validator coerces and names the field", async () => {
    const Query = z.object({ limit: z.coerce.number().int().max(10).default(5) })
    const ok: Req = { query: { limit: "7" }, allowed: [] }
    expect(await run(validateQuery(Query), ok)).toBeUndefined()
    expect(ok.validatedQuery).toEqual({ limit: 7 })
    const bad: Req = { query: { limit: "70" }, allowed: [] }
    expect((await run(validateQuery(Query), bad))?.message).toMatch(/^Invalid request: limit: /)
  })
})
