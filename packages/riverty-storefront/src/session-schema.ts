import { z } from "zod"
import { STOREFRONT_FIELDS, type StorefrontField, type StorefrontSessionInput } from "./fields.js"
import { hasValidIbanChecksum } from "./iban.js"
import { methodFieldNames, type RivertyMethodKey } from "./methods.js"
import { requiredFieldsFor, type FieldContext } from "./requirements.js"

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""

/** The provider treats an empty or null value as not sent; so does the storefront's check. */
function withoutEmptyValues(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input
  return Object.fromEntries(Object.entries(input).filter(([, value]) => !isEmpty(value)))
}

/**
 * The payment session `data` a storefront may send for a method, checked before it is sent: only
 * the method's fields (any other key is refused, as the provider refuses it), each in its format,
 * the ones required for the country and category present, the IBAN's check digits right. Without
 * a context only what every country requires is checked. Passing it is no promise Riverty accepts
 * the payment; the provider checks again at initiate and Riverty at authorize.
 */
export function sessionDataSchema(method: RivertyMethodKey, ctx?: FieldContext) {
  const names = methodFieldNames(method)
  const shape = Object.fromEntries(names.map((name) => [name, STOREFRONT_FIELDS[name].schema.optional()])) as {
    [K in StorefrontField]?: z.ZodOptional<(typeof STOREFRONT_FIELDS)[K]["schema"]>
  }
  const required = requiredFieldsFor(method, ctx)
  const where = ctx?.countryCode ? ` in ${ctx.countryCode.toUpperCase()}` : ""
  const object = z.strictObject(shape).superRefine((data: Record<string, unknown>, issue) => {
    for (const field of required) {
      if (isEmpty(data[field])) {
        issue.addIssue({ code: "custom", path: [field], message: `${field} is required for this payment method${where}` })
      }
    }
    if (typeof data.iban === "string" && !hasValidIbanChecksum(data.iban)) {
      issue.addIssue({ code: "custom", path: ["iban"], message: "iban is not a valid IBAN" })
    }
  })
  return z.preprocess(withoutEmptyValues, object) as unknown as z.ZodType<Partial<StorefrontSessionInput>, unknown>
}
