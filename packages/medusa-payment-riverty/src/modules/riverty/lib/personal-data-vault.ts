import { MedusaError } from "@medusajs/framework/utils"
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto"

/** The shopper's fields that only Riverty may see; kept encrypted until authorize, then deleted. */
export const PERSONAL_FIELDS = ["birth_date", "identification_number", "iban", "bic", "registration_number", "vat_id"] as const
export type PersonalField = (typeof PERSONAL_FIELDS)[number]
export type PersonalData = Partial<Record<PersonalField, string>>

const VERSION = "v1"
const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Reads the `personalDataKey` option: 32 random bytes as 64 hex digits or as base64 (e.g.
 * `openssl rand -base64 32`). Returns undefined with the reason when it is not such a key, so the
 * option parser can name the problem at startup.
 */
export function decodePersonalDataKey(value: string): Buffer | string {
  const text = value.trim()
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex")
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64")
    if (key.length === KEY_BYTES) return key
  }
  return "personalDataKey must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32)"
}

/**
 * AES-256-GCM with a fresh IV per record; the full 16-byte auth tag is checked on the way back, so
 * a record changed in the database (or read with another key) fails instead of decrypting to
 * garbage, and a shortened tag is refused rather than checked on fewer bits. Each record is bound
 * to what it belongs to (associated data: the session id, the cart id, the cache key): a sealed
 * value copied into another row does not open there. A record is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id tells a rotated key apart from a
 * tampered record in the error.
 */
export class PersonalDataVault {
  private readonly keyId: string

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new MedusaError(MedusaError.Types.INVALID_ARGUMENT, "personal data key must be 32 bytes")
    this.keyId = createHash("sha256").update(key).digest("base64url").slice(0, 8)
  }

  /** Seals any JSON value (the session's personal fields, a customer lookup's full answer) for `boundTo`. */
  seal(data: unknown, boundTo: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES })
    cipher.setAAD(Buffer.from(boundTo, "utf8"))
    const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()])
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"))
    return [VERSION, this.keyId, ...parts].join(".")
  }

  /** Opens a record sealed for `boundTo`; throws when it was sealed for anything else or changed. */
  open<T = PersonalData>(record: string, boundTo: string): T {
    const [version, keyId, iv, tag, body] = record.split(".")
    if (version !== VERSION || !iv || !tag || body === undefined) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "personal data record is malformed")
    if (keyId !== this.keyId) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "personal data record was sealed with another personalDataKey")
    // authTagLength makes setAuthTag refuse a shorter tag (GCM would otherwise check only its bits).
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(boundTo, "utf8"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()])
    return JSON.parse(plain.toString("utf8")) as T
  }
}

/**
 * A keyed fingerprint of a personal value (an identification number, an IBAN) for lookups and
 * cache keys: equal values give equal fingerprints, but without the key the value cannot be found
 * by hashing every possible one (the space of identification numbers is small).
 */
export function personalFingerprint(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url")
}

/** What the store API may show in place of the personal fields. */
export function maskPersonalData(data: PersonalData): Record<string, string> {
  const masked: Record<string, string> = {}
  if (data.iban) masked.iban_last4 = data.iban.replace(/\s+/g, "").slice(-4)
  if (data.birth_date) masked.birth_year = data.birth_date.slice(0, 4)
  return masked
}
