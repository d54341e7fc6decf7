import { z } from "@medusajs/framework/zod"
import { id } from "../lib/fields"

// ibantools declares ESM types over a CommonJS build; a typed require keeps this file CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ibantools: typeof import("ibantools", { with: { "resolution-mode": "import" } }) = require("ibantools")

/** IBAN without spaces, upper case (the form Riverty and ibantools take). */
const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase()
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}/

/**
 * POST /store/riverty/validate-bank-account. An IBAN is checked here first (country, length,
 * checksum), so a mistyped one is a 400 naming `bank_account` without asking Riverty; a national
 * account number needs its `bank_code`.
 */
export const ValidateBankAccountBody = z
  .strictObject({
    bank_account: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).max(42).transform(compact),
    bank_code: z.string({ error: "must be a string" }).min(1).max(11).transform(compact).optional(),
    provider_id: id.optional(),
  })
  .superRefine((body, ctx) => {
    if (IBAN_SHAPE.test(body.bank_account)) {
      if (!ibantools.isValidIBAN(body.bank_account)) ctx.addIssue({ code: "custom", path: ["bank_account"], message: "not a valid IBAN (check the digits)" })
      if (body.bank_code !== undefined && !ibantools.isValidBIC(body.bank_code)) ctx.addIssue({ code: "custom", path: ["bank_code"], message: "not a valid BIC" })
    } else if (!/^[0-9]{4,20}$/.test(body.bank_account)) {
      ctx.addIssue({ code: "custom", path: ["bank_account"], message: "neither an IBAN nor an account number" })
    } else if (body.bank_code === undefined) {
      ctx.addIssue({ code: "custom", path: ["bank_code"], message: "required with a national account number" })
    }
  })
export type ValidateBankAccountBodyType = z.output<typeof ValidateBankAccountBody>
