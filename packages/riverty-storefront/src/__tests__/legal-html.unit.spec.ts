import { parseLegalHtml } from "../index.js"

describe("parseLegalHtml", () => {
  it("keeps text, emphasis, lists and http(s) links", () => {
    expect(parseLegalHtml('By paying you accept <b>the terms</b> &amp; the <a href="https://riverty.test/terms" onclick="x()">conditions</a>.<br/><ul><li>one</li></ul>')).toEqual([
      "By paying you accept ",
      { tag: "b", children: ["the terms"] },
      " & the ",
      { tag: "a", href: "https://riverty.test/terms", children: ["conditions"] },
      ".",
      { tag: "br", children: [] },
      { tag: "ul", children: [{ tag: "li", children: ["one"] }] },
    ])
  })

  it("drops scripts, styles and handlers, and keeps only the text of other elements and links", () => {
    const tree = parseLegalHtml('<script>alert(1)</script><style>p{}</style><div onmouseover="x()">Hi <img src=x onerror=alert(1)><a href="javascript:alert(1)">there</a></div><iframe src="https://evil.test">no</iframe>')
    expect(tree).toEqual(["Hi ", { tag: "span", children: ["there"] }])
    expect(JSON.stringify(tree)).not.toMatch(/alert|evil|onerror/)
  })

  it("reads a stray < as text and decodes numeric entities", () => {
    expect(parseLegalHtml("1 < 2 &#8364; &#x41; &bogus;")).toEqual(["1 < 2 € A &bogus;"])
  })
})
