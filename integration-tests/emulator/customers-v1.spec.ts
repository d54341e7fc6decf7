import type { RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, control, emulator } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { failure } from "./helpers/errors"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

describe("client-scoped customers (v1)", () => {
  itEmulatorOnly("reads a seeded customer with its links", async () => {
    const c = await client.customers.get(1001, "C-0001")
    expect(c).toMatchObject({ customerNumber: "C-0001", type: "Person", person: { firstName: "Astrid", lastName: "Svensson" } })
    expect(c._links?.map((l) => [l.rel, l.method])).toEqual([
      ["_self", "GET"],
      ["check_customer", "HEAD"],
      ["update_customer", "PUT"],
      ["search_customer_by_field", "POST"],
    ])
    expect(c._links?.[3].href).toContain("/v1/clients/1001/customers/search?page={page}&perPage={perPage}&sort={sort}&order={order}")
    const missing = await failure(() => client.customers.get(1001, "C-9999"))
    expect(missing.kind).toBe("not_found")
    const otherClient = await failure(() => client.customers.get(2002, "C-0001"))
    expect(otherClient.kind).toBe("not_found")
  })

  itEmulatorOnly("checks existence with HEAD", async () => {
    expect(await client.customers.exists(1001, "C-0002")).toBe(true)
    expect(await client.customers.exists(1001, "C-9999")).toBe(false)
  })

  itEmulatorOnly("updates a record through the PUT link", async () => {
    const updated = await client.customers.update(1001, "C-0004", { email: "erika@example.org" })
    expect(updated?.email).toBe("erika@example.org")
    expect((await client.customers.get(1001, "C-0004")).email).toBe("erika@example.org")
  })

  itEmulatorOnly("searches by column with paging, sorting and a total", async () => {
    const all = await client.customers.search(1001, { searchValue: "example" }, { sort: "customerNumber", order: "asc", perPage: 2, page: 1 })
    expect(all.total).toBeGreaterThanOrEqual(5)
    expect(all.items.map((c) => c.customerNumber)).toEqual(["C-0001", "C-0002"])
    const page2 = await client.customers.search(1001, { searchValue: "example" }, { sort: "customerNumber", order: "asc", perPage: 2, page: 2 })
    expect(page2.items.map((c) => c.customerNumber)).toEqual(["C-0003", "C-0004"])
    const desc = await client.customers.search(1001, { searchValue: "example" })
    expect(desc.items[0].customerNumber > desc.items[desc.items.length - 1].customerNumber).toBe(true)
    const byName = await client.customers.search(1001, { searchValue: "muster", searchColumn: "name" })
    expect(byName.items.map((c) => c.customerNumber).sort()).toEqual(["C-0003", "C-0004"])
    const byOrg = await client.customers.search(1001, { searchValue: "HRB 12345", searchColumn: "organizationNumber" })
    expect(byOrg.items.map((c) => c.customerNumber)).toEqual(["C-0003"])
    const none = await failure(() => client.customers.search(1001, { searchValue: "nobody-at-all" }))
    expect(none.kind).toBe("not_found")
  })

  itEmulatorOnly("looks a customer up by identification number and creates the record when the registry knows it", async () => {
    const existing = await client.customers.lookup(1001, [{ lookupField: "IdentificationNumber", lookupValue: "850315-4562" }])
    expect(existing.customerNumber).toBe("C-0005")
    const created = await client.customers.lookup(1001, [{ lookupField: "IdentificationNumber", lookupValue: "800101-1231" }])
    expect(created).toMatchObject({ type: "Person", person: { firstName: "Sven", lastName: "Svensson" } })
    expect(await client.customers.exists(1001, created.customerNumber)).toBe(true)
    const again = await client.customers.lookup(1001, [{ lookupField: "IdentificationNumber", lookupValue: "8001011231" }])
    expect(again.customerNumber).toBe(created.customerNumber)
    const unknown = await failure(() => client.customers.lookup(1001, [{ lookupField: "IdentificationNumber", lookupValue: "000000-0000" }]))
    expect(unknown.kind).toBe("not_found")
    const field = await failure(() => client.customers.lookup(1001, [{ lookupField: "Email", lookupValue: "x@example.com" }]))
    expect(field.status).toBe(400)
  })

  itControl("serves customers added through the control API's seed", async () => {
    await control(emu).post("/seed", {
      v1Customers: [
        { clientId: 3003, customerNumber: "Z-1", type: "Company", company: { name: "Zeta BV", organizationNumber: "NL-77" }, email: "z@zeta.example" },
      ],
    })
    expect((await client.customers.get(3003, "Z-1")).company?.name).toBe("Zeta BV")
  })
})
