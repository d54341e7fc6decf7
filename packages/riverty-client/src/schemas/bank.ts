import { z } from "zod"

// ibantools ships ESM type declarations with a CommonJS build; a typed require keeps this file
// CommonJS (module Node16) while using the CJS build at runtime.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ibantools: typeof import("ibantools", { with: { "resolution-mode": "import" } }) = require("ibantools")

/** IBAN with a valid country format and checksum; spaces are ignored and removed. */
export const ibanSchema = z
  .string()
  .max(42)
  .transform((value) => ibantools.electronicFormatIBAN(value) ?? value)
  .refine((value) => ibantools.isValidIBAN(value), { message: "Value format is incorrect: not a valid IBAN" })

/** BIC / SWIFT code (8 or 11 characters). */
export const bicSchema = z
  .string()
  .max(11)
  .refine((value) => ibantools.isValidBIC(value), { message: "Value format is incorrect: not a valid BIC" })

export const isValidIban = (value: string): boolean => ibantools.isValidIBAN(ibantools.electronicFormatIBAN(value) ?? "")
