import { formatIssues, issuePath } from "../issues"

describe("formatIssues", () => {
  const issues = [
    { path: ["items", 0, "quantity"], message: "Too small" },
    { path: [], message: "Required" },
  ]

  it("joins path and message with '; ', dotted by default", () => {
    expect(formatIssues(issues)).toBe("items.0.quantity: Too small; : Required")
  })

  it("writes a prefix before every path and names the whole input by root", () => {
    expect(formatIssues(issues, { prefix: "payment.", root: "(options)" })).toBe(
      "payment.items.0.quantity: Too small; payment.(options): Required",
    )
  })

  it("writes bracket paths when asked", () => {
    expect(formatIssues(issues, { root: "body", style: "brackets" })).toBe("items[0].quantity: Too small; body: Required")
    expect(issuePath([0, "a"], "brackets")).toBe("[0].a")
  })
})
