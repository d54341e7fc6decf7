import { httpUrlOrNull } from "../normalise"

describe("httpUrlOrNull", () => {
  it("keeps absolute http and https URLs verbatim", () => {
    expect(httpUrlOrNull("https://documents.riverty.example/invoice.pdf")).toBe("https://documents.riverty.example/invoice.pdf")
    expect(httpUrlOrNull("http://track.example/p?id=1")).toBe("http://track.example/p?id=1")
  })
  it("drops script, data and other schemes", () => {
    expect(httpUrlOrNull("javascript:alert(1)")).toBeNull()
    expect(httpUrlOrNull("data:text/html,<b>x</b>")).toBeNull()
    expect(httpUrlOrNull("ftp://files.example/a")).toBeNull()
  })
  it("drops relative, malformed and empty values", () => {
    expect(httpUrlOrNull("/invoice.pdf")).toBeNull()
    expect(httpUrlOrNull("not a url")).toBeNull()
    expect(httpUrlOrNull("")).toBeNull()
    expect(httpUrlOrNull(null)).toBeNull()
    expect(httpUrlOrNull(undefined)).toBeNull()
  })
})
