import { randomBytes } from "node:crypto"
import type { PersonalData } from "./personal-data-vault"

/**
 * The personal fields of a payment session being created, held in this process between the store
 * route's middleware and the provider's initiate. Medusa writes the data a storefront sends to
 * its payment session (and its workflow's checkpoints) before it calls the provider, which seals
 * them; so the middleware takes them out of the request and puts a reference in their place, and
 * initiate, called from that request's workflow in the same process, takes them back once.
 * Nothing here is stored or logged; an entry not taken is dropped when the response closes, or
 * after a minute at the latest.
 */
const HELD_FIELD_PREFIX = "riverty-held:"

const HOLD_MS = 60_000
const held = new Map<string, PersonalData>()

/** Holds the fields; returns the reference that stands in for each of them, and the release. */
export function holdPersonalFields(fields: PersonalData): { reference: string; release: () => void } {
  const token = randomBytes(16).toString("hex")
  held.set(token, fields)
  const timer = setTimeout(() => held.delete(token), HOLD_MS)
  timer.unref()
  return {
    reference: `${HELD_FIELD_PREFIX}${token}`,
    release: () => {
      held.delete(token)
      clearTimeout(timer)
    },
  }
}

/** Whether a session data value stands in for held fields. */
export const isHeldReference = (value: unknown): value is string => typeof value === "string" && value.startsWith(HELD_FIELD_PREFIX)

/** The fields a reference stands for, once: a second take, or an unknown reference, finds none. */
export function takePersonalFields(reference: string): PersonalData | undefined {
  const token = reference.slice(HELD_FIELD_PREFIX.length)
  const fields = held.get(token)
  held.delete(token)
  return fields
}
