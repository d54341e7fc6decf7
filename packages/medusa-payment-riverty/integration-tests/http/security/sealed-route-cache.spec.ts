import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createHash } from "node:crypto"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// The store routes' answer cache (riverty_store_route_cache) lives in PostgreSQL for the cache's
// TTL. An address, and the answer about a person's bank account, are personal data: those answers
// are kept sealed (AES-256-GCM bound to the row's id) under a keyed fingerprint of the inputs, so
// the table holds none of them in clear, and a repeated request is still answered from it.
// Answers about a cart's totals (payment methods, plans) hold nothing personal and stay readable.
jest.setTimeout(180 * 1000)

const emulator = useEmulator()
const ADDRESS_PATH = "/api/v3/validate/address"
const BANK_PATH = "/api/v3/validate/bank-account"
// A street the emulator corrects (Str. -> Straße), so the answer holds an address of its own.
const ADDRESS = { address_1: "Gütersloher Str. 123", address_2: "Hinterhaus links", postal_code: "33 415", city: "VERL", country_code: "de" }
const IBAN = "NL91ABNA0417164300"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer)
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    /** Every cache row as PostgreSQL holds it: its id and its stored answer as text. */
    async function cacheRows(): Promise<{ id: string; response: string }[]> {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(`SELECT "id", "response"::text AS "response" FROM "riverty_store_route_cache"`)
      return rows
    }
    const plainHash = (text: string) => createHash("sha256").update(text).digest("hex")

    it("keeps validate-address answers sealed: no street, postal code or city in the table, and the repeat is served from it", async () => {
      await routes.clearJournal()
      const first = await routes.post("validate-address", { address: ADDRESS })
      expect(first.status).toBe(200)
      expect(first.data).toEqual({
        is_valid: true,
        corrected_address: { address_1: "Gütersloher Straße 123", address_2: "Hinterhaus links", postal_code: "33415", city: "Verl", country_code: "de" },
      })
      const second = await routes.post("validate-address", { address: ADDRESS })
      expect(second.data).toEqual(first.data)
      expect(await routes.reachedRiverty(ADDRESS_PATH)).toBe(1)

      const rows = (await cacheRows()).filter((row) => row.id.startsWith("validate-address|"))
      expect(rows).toHaveLength(1)
      const stored = `${rows[0].id} ${rows[0].response}`
      for (const part of ["Gütersloher", "Hinterhaus", "33415", "33 415", "Verl", "VERL", "is_valid"]) {
        expect([part, stored.includes(part)]).toEqual([part, false])
      }
      // The stored value is a sealed record, the id no plain hash anyone could compute from a guess.
      expect(rows[0].response).toMatch(/^\{"value": "v1\.[^"]+"\}$/)
      expect(rows[0].id).toMatch(/^validate-address\|[A-Za-z0-9_-]{43}$/)
      expect(rows[0].id).not.toContain(plainHash(JSON.stringify(ADDRESS)).slice(0, 16))
    })

    it("keeps validate-bank-account answers sealed, and serves the repeat from the cache", async () => {
      await routes.clearJournal()
      const body = { bank_account: IBAN, provider_id: providerId("direct_debit") }
      const first = await routes.post("validate-bank-account", body)
      expect(first.status).toBe(200)
      expect(first.data).toEqual({ is_valid: true })
      expect((await routes.post("validate-bank-account", body)).data).toEqual({ is_valid: true })
      expect(await routes.reachedRiverty(BANK_PATH)).toBe(1)

      const rows = (await cacheRows()).filter((row) => row.id.startsWith("validate-bank-account|"))
      expect(rows).toHaveLength(1)
      expect(`${rows[0].id} ${rows[0].response}`).not.toMatch(/0417164300|is_valid/)
      expect(rows[0].response).toMatch(/^\{"value": "v1\.[^"]+"\}$/)
    })

    it("asks Riverty again when a sealed answer no longer opens (a rotated key, a changed row) instead of failing", async () => {
      const address = { ...ADDRESS, address_1: "Gütersloher Str. 125" }
      expect((await routes.post("validate-address", { address })).status).toBe(200)
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE "riverty_store_route_cache" SET "response" = '{"value": "v1.other.key"}'::jsonb WHERE "id" LIKE 'validate-address|%'`)
      await routes.clearJournal()
      const again = await routes.post("validate-address", { address })
      expect(again.status).toBe(200)
      expect(again.data.corrected_address).toMatchObject({ address_1: "Gütersloher Straße 125" })
      expect(await routes.reachedRiverty(ADDRESS_PATH)).toBe(1)
    })
  },
})
