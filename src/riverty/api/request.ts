import { z } from "zod"
import { RivertyValidationError } from "../errors"
import { orderNumberSchema } from "../schemas/order"

/** Validates and normalises a request body; a failure never reaches the network. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true })
  if (!result.success) throw new RivertyValidationError(`Invalid ${what} request`, result.error.issues)
  return result.data
}

const nonEmpty = z.union([z.string().trim().min(1), z.number()])

/** Validates path parameters, reported under their own names (`orderNumber`, `captureNumber`…). */
export function pathParams<T extends Record<string, string | number>>(params: T, what: string): T {
  const shape: Record<string, z.ZodType> = {}
  for (const name of Object.keys(params)) shape[name] = name === "orderNumber" ? orderNumberSchema : nonEmpty
  const result = z.object(shape).safeParse(params, { reportInput: true })
  if (!result.success) throw new RivertyValidationError(`Invalid ${what} parameters`, result.error.issues)
  return params
}
