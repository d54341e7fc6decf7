import { unsafeBodyText } from "../read-notification"

describe("a notification body as text", () => {
  it("accepts JSON text, its whitespace included", () => {
    expect(unsafeBodyText(Buffer.from('{\r\n\t"id": "Grüße 😀"\n}'))).toBeUndefined()
  })

  it("refuses a raw NUL or another control character, keeping the body escaped", () => {
    expect(unsafeBodyText(Buffer.from('{"id":"a\u0000b"}'))).toEqual({ reason: "body must not contain a NUL character", escaped: '{"id":"a\\u0000b"}' })
    expect(unsafeBodyText(Buffer.from('{"id":"\u001b[2J"}\n'))).toEqual({ reason: "body must not contain a control character", escaped: '{"id":"\\u001b[2J"}\\n' })
  })

  it("refuses bytes that are not UTF-8 (an encoded surrogate among them)", () => {
    const result = unsafeBodyText(Buffer.from([0x7b, 0xed, 0xa0, 0x80, 0x7d]))
    expect(result?.reason).toBe("body is not UTF-8 text")
    expect(result?.escaped).not.toMatch(/[\ud800-\udfff]/)
  })
})
