import { escapeText, logText, unsafeTextProblem } from "../unsafe-text"

describe("the text rule for input", () => {
  it("refuses NUL, the other C0 and C1 controls, DEL and lone surrogates; allows any Unicode text", () => {
    for (const text of ["\u0000", "a\u0001", "\u001b[2J", "x\u007f", "\u0085", "\u009b31m", "line\nbreak", "cr\r", "tab\t"]) {
      expect([text, unsafeTextProblem(text)]).toEqual([text, expect.stringMatching(/^must not contain a (NUL|control) character$/)])
    }
    for (const text of ["\ud800", "\ud800 x", "x\udc00", "\udc00\ud800"]) {
      expect(unsafeTextProblem(text)).toBe("must not contain a lone surrogate (it is not Unicode text)")
    }
    for (const text of ["", "Gütersloher Straße 12", "Øvre Slottsgate", "😀 \ud83d\ude00", "\u00a0\u2028", "Ἀθῆναι", "東京"]) {
      expect(unsafeTextProblem(text)).toBeUndefined()
    }
  })

  it("allows tab, LF and CR only for multi-line text, never NUL or another control", () => {
    expect(unsafeTextProblem("a\r\n\tb", { multiline: true })).toBeUndefined()
    expect(unsafeTextProblem("a\u0000", { multiline: true })).toBe("must not contain a NUL character")
    expect(unsafeTextProblem("a\u000b", { multiline: true })).toBe("must not contain a control character")
    expect(unsafeTextProblem("\ud800", { multiline: true })).toMatch(/lone surrogate/)
  })
})

describe("log text", () => {
  it("escapes every control character, lone surrogates, line separators and the backslash, keeps other text", () => {
    expect(escapeText("x\ninfo: forged\r\u0000\u001b[2J\u0085\u2028\\n")).toBe("x\\ninfo: forged\\r\\u0000\\u001b[2J\\u0085\\u2028\\\\n")
    expect(escapeText("\ud800 x \udfff")).toBe("\\ud800 x \\udfff")
    expect(escapeText("Straße 😀")).toBe("Straße 😀")
    expect(logText("a\nb")).not.toMatch(/[\n\r]/)
  })

  it("cuts at the cap without splitting a surrogate pair, and names errors", () => {
    expect(logText("x".repeat(300))).toBe(`${"x".repeat(200)}…`)
    expect(logText(`${"x".repeat(9)}😀`, 10)).toBe(`${"x".repeat(9)}…`)
    expect(logText(new TypeError("bad\nline"))).toBe("TypeError: bad\\nline")
    expect(logText(undefined)).toBe("undefined")
  })
})
