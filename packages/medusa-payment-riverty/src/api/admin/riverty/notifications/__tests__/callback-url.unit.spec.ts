import { RegisterCallbacksBody, callbackUrlIssue } from "../validators"

// Where Riverty delivers notifications (POST /admin/riverty/notifications/callbacks): an https URL;
// plain http only to this machine in development or test.
describe("callbackUrlIssue", () => {
  const production = { NODE_ENV: "production" }
  const development = { NODE_ENV: "development" }

  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://127.0.0.1/n", "file:///etc/passwd", "not a url", ""])("refuses %j everywhere", (url) => {
    expect(callbackUrlIssue(url, production)).toBe("must be an https URL")
    expect(callbackUrlIssue(url, development)).toBe("must be an https URL (http only to localhost or a loopback address)")
  })

  it("takes https anywhere", () => {
    expect(callbackUrlIssue("https://shop.example.com/riverty/notifications", production)).toBeUndefined()
    expect(callbackUrlIssue("https://127.0.0.1:9000/riverty/notifications", production)).toBeUndefined()
  })

  it.each(["http://localhost:9000/n", "http://127.0.0.1:9000/n", "http://127.8.9.10/n", "http://[::1]:9000/n"])("takes %s in development and test only", (url) => {
    expect(callbackUrlIssue(url, development)).toBeUndefined()
    expect(callbackUrlIssue(url, { NODE_ENV: "test" })).toBeUndefined()
    expect(callbackUrlIssue(url, production)).toBe("must be an https URL")
    expect(callbackUrlIssue(url, {})).toBe("must be an https URL")
  })

  it.each(["http://shop.example.com/n", "http://10.0.0.5/n", "http://localhost.example.com/n", "http://127.0.0.1.example.com/n"])("refuses %s in development (not this machine)", (url) => {
    expect(callbackUrlIssue(url, development)).toBe("must be an https URL (http only to localhost or a loopback address)")
  })

  it("is the body schema's rule for url, naming the field", () => {
    const parsed = RegisterCallbacksBody.safeParse({ url: "javascript:alert(1)" })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["url"]])
    expect(RegisterCallbacksBody.safeParse({}).success).toBe(true)
  })
})
