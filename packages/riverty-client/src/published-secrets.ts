// Secrets written in this repository (defaults, examples, test values). Anyone can read them, so a
// store that uses one as `notificationSecret`, `personalDataKey` or `signatureKey` has no secret at
// all: the plugin refuses them outside development, and the emulator refuses them beyond loopback.
// A repository scan (the plugin's `published-secrets-scan` unit test) fails when a literal value of
// one of these options appears that this list lacks. Values are never removed: git keeps them.
// A test that needs a value that is not published makes it at random: a written one is published.

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
  repeated("a", 64),
  repeated("x", 31),
  repeated("x", 32),
  repeated("k", 40),
])

const PUBLISHED = new Set(PUBLISHED_SECRETS)

/** Whether `value` is a secret written in this repository (an exact match; case matters). */
export function isPublishedSecret(value: unknown): boolean {
  return typeof value === "string" && PUBLISHED.has(value)
}
