import type { RunningEmulator } from "riverty-emulator"
import { control, emulator } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { raw } from "./helpers/raw"

/**
 * Plain HTTP with the spec's literals (Customer record, customer search): the client parses with
 * the schemas the emulator uses, so a check through it would compare the emulator with itself.
 * The spec shows no status for "not found" in this module; the emulator's 404 is what is pinned.
 */
let emu: RunningEmulator

beforeAll(async () => {
  emu = await emulator()
})
afterAll(() => emu.stop())

const wire = () => raw(emu)
const record = (clientId: number, customerNumber: string) => `/v1/clients/${clientId}/customers/${encodeURIComponent(customerNumber)}`
const search = (body: Record<string, string>, query = "") => wire().post("customers", `/v1/clients/1001/customers/search${query}`, body)
const lookup = (value: string, field = "IdentificationNumber") =>
  wire().post("customers", "/v1/clients/1001/lookup/customer", [{ lookupField: field, lookupValue: value }])
const numbers = (body: { items: { customerNumber: string }[] }) => body.items.map((c) => c.customerNumber)

describe("client-scoped customers (v1)", () => {
  itEmulatorOnly("reads a seeded customer with its links", async () => {
    const res = await wire().get("customers", record(1001, "C-0001"))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ customerNumber: "C-0001", type: "Person", person: { firstName: "Astrid", lastName: "Svensson" } })
    const links = res.body._links as { href: string; rel: string; method: string }[]
    expect(links.map((l) => [l.rel, l.method])).toEqual([
      ["_self", "GET"],
      ["check_customer", "HEAD"],
      ["update_customer", "PUT"],
      ["search_customer_by_field", "POST"],
    ])
    for (const link of links) expect(Object.keys(link).sort()).toEqual(expect.arrayContaining(["href", "method", "rel"]))
    expect(links[3].href).toContain("/v1/clients/1001/customers/search?page={page}&perPage={perPage}&sort={sort}&order={order}")
    expect((await wire().get("customers", record(1001, "C-9999"))).status).toBe(404)
    expect((await wire().get("customers", record(2002, "C-0001"))).status).toBe(404)
  })

  itEmulatorOnly("checks existence with HEAD", async () => {
    const head = (n: string) => wire().call("customers", "HEAD", record(1001, n))
    expect((await head("C-0002")).status).toBe(200)
    expect((await head("C-9999")).status).toBe(404)
  })

  itEmulatorOnly("updates a record through the PUT link", async () => {
    const updated = await wire().put("customers", record(1001, "C-0004"), { email: "erika@example.org" })
    expect(updated.status).toBe(200)
    expect(updated.body?.email).toBe("erika@example.org")
    expect((await wire().get("customers", record(1001, "C-0004"))).body.email).toBe("erika@example.org")
  })

  itEmulatorOnly("searches by column with paging, sorting and a total", async () => {
    const all = await search({ searchValue: "example" }, "?sort=customerNumber&order=asc&perPage=2&page=1")
    expect(all.status).toBe(200)
    expect(Object.keys(all.body).sort()).toEqual(["items", "total"])
    expect(Number.isInteger(all.body.total)).toBe(true)
    expect(all.body.total).toBeGreaterThanOrEqual(5)
    expect(numbers(all.body)).toEqual(["C-0001", "C-0002"])
    const page2 = await search({ searchValue: "example" }, "?sort=customerNumber&order=asc&perPage=2&page=2")
    expect(numbers(page2.body)).toEqual(["C-0003", "C-0004"])
    // Spec: order defaults to desc.
    const desc = numbers((await search({ searchValue: "example" })).body)
    expect(desc[0] > desc[desc.length - 1]).toBe(true)
    expect(numbers((await search({ searchValue: "muster", searchColumn: "name" })).body).sort()).toEqual(["C-0003", "C-0004"])
    expect(numbers((await search({ searchValue: "HRB 12345", searchColumn: "organizationNumber" })).body)).toEqual(["C-0003"])
    expect((await search({ searchValue: "nobody-at-all" })).status).toBe(404)
  })

  itEmulatorOnly("looks a customer up by identification number and creates the record when the registry knows it", async () => {
    const existing = await lookup("850315-4562")
    expect([existing.status, existing.body.customerNumber]).toEqual([200, "C-0005"])
    const created = await lookup("800101-1231")
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ type: "Person", person: { firstName: "Sven", lastName: "Svensson" } })
    expect((await wire().call("customers", "HEAD", record(1001, created.body.customerNumber))).status).toBe(200)
    const again = await lookup("8001011231")
    expect(again.body.customerNumber).toBe(created.body.customerNumber)
    expect((await lookup("000000-0000")).status).toBe(404)
    expect((await lookup("x@example.com", "Email")).status).toBe(400)
  })

  itControl("serves customers added through the control API's seed", async () => {
    await control(emu).post("/seed", {
      v1Customers: [
        { clientId: 3003, customerNumber: "Z-1", type: "Company", company: { name: "Zeta BV", organizationNumber: "NL-77" }, email: "z@zeta.example" },
      ],
    })
    const res = await wire().get("customers", record(3003, "Z-1"))
    expect([res.status, res.body.company?.name]).toEqual([200, "Zeta BV"])
  })
})
