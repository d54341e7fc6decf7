import { Router } from "../core/router"

describe("Router", () => {
  const router = new Router<string>()
    .add("GET", "/api/v3/customer-account/:ssn", "by-ssn")
    .add("GET", "/api/v3/customer-account/:accountNumber/credit-limit", "limit")
    .add("POST", "/v1/clients/:clientId/customers/search", "search")
    .add("GET", "/v1/clients/:clientId/customers/:customerNumber", "get")
    .add("HEAD", "/v1/clients/:clientId/customers/:customerNumber", "head")
    .add("GET", "/orders/:orderNumber", "order")

  it("matches parameters and decodes them", () => {
    expect(router.match("GET", "/api/v3/customer-account/19800101%2D1234")).toEqual({ kind: "found", handler: "by-ssn", params: { ssn: "19800101-1234" } })
    expect(router.match("GET", "/api/v3/customer-account/ACC-1/credit-limit")).toMatchObject({ handler: "limit", params: { accountNumber: "ACC-1" } })
  })

  it("prefers literal segments over parameters and the exact method over GET for HEAD", () => {
    expect(router.match("POST", "/v1/clients/1/customers/search")).toMatchObject({ handler: "search" })
    expect(router.match("GET", "/v1/clients/1/customers/search")).toMatchObject({ handler: "get", params: { customerNumber: "search" } })
    expect(router.match("HEAD", "/v1/clients/1/customers/C-1")).toMatchObject({ handler: "head" })
  })

  it("falls back from HEAD to GET, and tells 405 from 404", () => {
    expect(router.match("HEAD", "/orders/1")).toMatchObject({ handler: "order" })
    expect(router.match("DELETE", "/orders/1")).toEqual({ kind: "method-not-allowed", allowed: ["GET"] })
    expect(router.match("GET", "/orders")).toEqual({ kind: "not-found" })
    expect(router.match("GET", "/orders/%E0%A4%A")).toEqual({ kind: "not-found" })
  })
})
