// Secrets written in this repository (defaults, examples, test values). Anyone can read them, so a
// store that uses one as `notificationSecret`, `personalDataKey` or `signatureKey` has no secret at
// all: the plugin refuses them outside development, and the emulator refuses them beyond loopback.
// A repository scan (the plugin's `published-secrets-scan` unit test) fails when a literal value of
// one of these options appears that this list lacks. Values are never removed: git keeps them.
// A test that needs a value that is not published makes it at random: a written one is published.
// Values are compared trimmed. Besides the list, a value that is not random enough to be a key
// (`isGuessableSecret`) is refused wherever a published one is.

const repeated = (character: string, times: number) => character.repeat(times)

export const PUBLISHED_SECRETS: readonly string[] = Object.freeze([
  // Former defaults of the development store, the demo and the emulator.
  "emulator-notification-secret-for-dev",
  "cml2ZXJ0eS1kZXYtcGVyc29uYWwtZGF0YS1rZXktMzI=",
  "emulator-signature-key",
  "riverty-demo",
  // Tests, benchmarks and examples.
  "emulator-notify-secret-for-tests",
  "emulator-signature-key-for-tests",
  "emulator-notify-secret-for-browser-tests",
  "emulator-signature-key-browser",
  "emulator-notify-secret-for-the-bench",
  "bench-secret",
  "nsecret",
  "skey",
  "sig-key-long-enough",
  "notify-secret-for-tests",
  "s",
  "s3cret-of-at-least-thirty-two-chars",
  "notify-secret-for-the-failure-path-tests",
  "notify-secret-for-the-webhook-inert-test",
  "accounting-secret",
  "another-secret-for-the-provider-0002",
  "the-plugin-secret-of-the-store-0001",
  "only-twenty-characte",
  "redirect-signature-key-for-tests",
  "rules-notifications-secret",
  "s3cret",
  "short",
  "too-short",
  "a",
  "b",
  "the-store-s-own-signature-key-000",
  "a-signature-key-in-a-body",
  "rotation-secret-of-at-least-32-characters!",
  "the-secret-before-rotation-32-characters!!",
  "the-callback-secret-of-this-test-0123456789",
  repeated("a", 64),
  repeated("x", 31),
  repeated("x", 32),
  repeated("k", 40),
])

const PUBLISHED = new Set(PUBLISHED_SECRETS)

/** Whether `value` is a secret written in this repository (compared trimmed; case matters). */
export function isPublishedSecret(value: unknown): boolean {
  return typeof value === "string" && PUBLISHED.has(value.trim())
}

// Characters of each class a value draws from; the estimate assumes each character is drawn at
// random from the classes the value uses, which overstates a value made by hand.
const CLASSES: ReadonlyArray<readonly [RegExp, number]> = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^A-Za-z0-9]/, 33],
]

/** The length of the shortest part whose repetition makes `value` ("abab" has 2). */
function period(value: string): number {
  for (let p = 1; p < value.length; p++) {
    let repeats = true
    for (let i = p; i < value.length && repeats; i++) repeats = value[i] === value[i - p]
    if (repeats) return p
  }
  return value.length
}

/**
 * The bits a value would hold if each character of its repeating part were drawn at random from
 * the classes it uses.
 */
export function estimatedSecretBits(value: string): number {
  const alphabet = CLASSES.reduce((sum, [pattern, size]) => (pattern.test(value) ? sum + size : sum), 0)
  return alphabet === 0 ? 0 : period(value) * Math.log2(alphabet)
}

// A word: letters, lowercase after an optional capital, with a vowel. Random keys (hex, base64)
// have few separators and mixed case inside runs of letters, so they hold almost none.
const isWord = (token: string) => token.length >= 2 && /^[A-Za-z]?[a-z]+$/.test(token) && /[aeiouy]/i.test(token)

/** Whether `value` is made of words: "my-secret-for-tests", "CorrectHorseBatteryStaple". */
function madeOfWords(value: string): boolean {
  const tokens = value.split(/[^A-Za-z0-9]+/).filter(Boolean)
  if (tokens.length >= 3) return tokens.filter(isWord).join("").length * 2 >= value.length
  return /^(?:[A-Z]?[a-z]{2,}[^A-Za-z0-9]?)+\d*[^A-Za-z0-9]*$/.test(value)
}

/** The bits below which a value is no key: a guess must cost at least 2^128 tries. */
export const SECRET_MIN_BITS = 128

/**
 * Whether `value` is not random enough to be a key (an estimate): fewer than 128 bits (a repeated
 * part counted once), fewer than 8 different characters, or made of words. Random keys of 32 bytes (hex, base64) pass.
 */
export function isGuessableSecret(value: unknown): boolean {
  if (typeof value !== "string") return false
  const text = value.trim()
  return estimatedSecretBits(text) < SECRET_MIN_BITS || new Set(text).size < 8 || madeOfWords(text)
}

/** What makes `value` no secret: written in this repository, or guessable; undefined when neither. */
export type SecretFlaw = "published" | "guessable"

export function secretFlaw(value: unknown): SecretFlaw | undefined {
  if (isPublishedSecret(value)) return "published"
  if (isGuessableSecret(value)) return "guessable"
  return undefined
}

/** How each flaw is named in a refusal or warning (never with the value). */
export const SECRET_FLAW_TEXT: Readonly<Record<SecretFlaw, string>> = Object.freeze({
  published: "the value is published in the medusa-payment-riverty repository",
  guessable: "the value is not random enough to be a key (under 128 bits, or made of words)",
})
