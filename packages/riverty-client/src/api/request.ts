import { z } from "zod"
import { RivertyValidationError } from "../errors"
import { clientIdSchema } from "../schemas/customers-v1"
import { orderNumberSchema } from "../schemas/order"

/** Validates and normalises a request body; a failure never reaches the network. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true })
  if (!result.success) throw new RivertyValidationError(`Invalid ${what} request`, result.error.issues)
  return result.data
}

const nonEmpty = z.union([z.string().trim().min(1), z.number()])

// Path parameters the spec constrains; any other one only has to be non-empty.
const constrained: Record<string, z.ZodType> = { orderNumber: orderNumberSchema, clientId: clientIdSchema }

/** Validates path parameters, reported under their own names (`orderNumber`, `clientId`…). */
export function pathParams<T extends Record<string, string | number>>(params: T, what: string): T {
  const shape: Record<string, z.ZodType> = {}
  for (const name of Object.keys(params)) shape[name] = constrained[name] ?? nonEmpty
  const result = z.object(shape).safeParse(params, { reportInput: true })
  if (!result.success) throw new RivertyValidationError(`Invalid ${what} parameters`, result.error.issues)
  return params
}
