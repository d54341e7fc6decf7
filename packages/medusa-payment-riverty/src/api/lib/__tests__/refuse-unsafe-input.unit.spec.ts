import { Readable } from "node:stream"
import { refuseUnsafeInput } from "../refuse-unsafe-input"

type Sent = { status?: number; body?: unknown }

/** A request as Express hands it to a middleware mounted at `/store/riverty`: the body still unread. */
function request(path: string, { query = {}, body, type = "application/json" }: { query?: Record<string, unknown>; body?: string | Buffer; type?: string } = {}) {
  const stream = Readable.from(body === undefined ? [] : [Buffer.from(body)]) as Readable & Record<string, unknown>
  Object.assign(stream, {
    baseUrl: "/store/riverty",
    path,
    query,
    headers: body === undefined ? {} : { "content-type": type, "content-length": String(Buffer.byteLength(body)) },
  })
  return stream
}

async function run(req: ReturnType<typeof request>) {
  const sent: Sent = {}
  const res = {
    setHeader: () => undefined,
    status: (status: number) => ({ json: (body: unknown) => Object.assign(sent, { status, body }) }),
  }
  let passed: unknown = "not called"
  await refuseUnsafeInput(req as never, res as never, (error?: unknown) => {
    passed = error
  })
  return { error: passed as { type?: string; message?: string } | undefined | "not called", sent, body: req.body }
}

describe("refuseUnsafeInput", () => {
  it("parses a JSON body and lets a clean request through", async () => {
    const result = await run(request("/validate-address", { body: '{"address":{"address_1":"Gütersloher Straße 12 😀"}}' }))
    expect(result.error).toBeUndefined()
    expect(result.body).toEqual({ address: { address_1: "Gütersloher Straße 12 😀" } })
  })

  it("names the field of the body, the query parameter and the path segment", async () => {
    const inBody = await run(request("/validate-address", { body: JSON.stringify({ address: { address_1: "\ud800 x" } }) }))
    expect(inBody.error).toMatchObject({ type: "invalid_data", message: "Invalid request: address.address_1: must not contain a lone surrogate (it is not Unicode text)" })
    const inQuery = await run(request("/x", { query: { session_id: "x\ninfo: forged" } }))
    expect(inQuery.error).toMatchObject({ message: "Invalid request: session_id: must not contain a control character" })
    const inPath = await run(request("/orders/a%00b"))
    expect(inPath.error).toMatchObject({ message: "Invalid request: path[3]: must not contain a NUL character" })
    const undecodable = await run(request("/orders/%ED%A0%80"))
    expect(undecodable.error).toMatchObject({ message: "Invalid request: path[3]: is not valid percent-encoded UTF-8" })
  })

  it("answers a body that is not JSON without quoting it, and one over 100 kB with 413", async () => {
    const invalid = await run(request("/x", { body: 'x\ninfo: forged"' }))
    expect(invalid.error).toMatchObject({ message: "Invalid request: body: must be a JSON object" })
    const broken = await run(request("/x", { body: '{"a":\ninfo: forged' }))
    expect(broken.error).toMatchObject({ message: "Invalid request: body: is not valid JSON" })
    const notUtf8 = await run(request("/x", { body: Buffer.from([0x7b, 0xff, 0x7d]) }))
    expect(notUtf8.error).toMatchObject({ message: "Invalid request: body: is not UTF-8 text" })
    const large = await run(request("/x", { body: JSON.stringify({ a: "x".repeat(100 * 1024) }) }))
    expect(large.error).toBe("not called")
    expect(large.sent.status).toBe(413)
  })

  it("leaves a body of another content type empty, as Medusa's parsers do for types no plugin route takes", async () => {
    const form = await run(request("/x", { body: "a=%0A", type: "text/plain" }))
    expect(form.error).toBeUndefined()
    expect(form.body).toEqual({})
  })
})
