import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

// Path parameters go into Riverty URLs: only the characters their ids use, so `..`, `/` or an
// encoded one can never turn a request into another route.
const PATTERNS = {
  id: { pattern: /^[A-Za-z0-9_]{1,64}$/, hint: "a Medusa order id" },
  capture: { pattern: /^[A-Za-z0-9_-]{1,50}$/, hint: "a Riverty capture number (letters, digits, _ and -)" },
  shipping: { pattern: /^[1-9][0-9]{0,8}$/, hint: "a positive shipping number" },
  followUpId: { pattern: /^rvfup_[A-Za-z0-9]{1,60}$/, hint: "a follow-up id (rvfup_…)" },
} as const

export type PathParam = keyof typeof PATTERNS

/** The path parameter, checked; a 400 names it and says what it must be. */
export function pathParam(req: AuthenticatedMedusaRequest, name: PathParam): string {
  const value = req.params?.[name]
  const { pattern, hint } = PATTERNS[name]
  if (typeof value !== "string" || !pattern.test(value)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${name}: must be ${hint}`)
  }
  return value
}
