import { signNotification, signRedirectReturn } from "../notifications/signing"

// The emulator's own signatures, checked against digests computed outside this repository's code:
//   printf '%s' '1700000000.{"id":"n-1","type":"payments/transactionAuthorized"}' | openssl dgst -sha256 -hmac whsec-test
//   printf '%s' 'ORD-1.accepted' | openssl dgst -sha256 -hmac redirect-key
// (and the same with node -e and node:crypto's createHmac). The schemes are the facts file's
// inferences: §9 for notifications, §8 (and the spec's Authentication 7) for the redirect return.

describe("emulator signing", () => {
  it("signs a notification as t=<seconds>,v1=<HMAC-SHA256 of \"{t}.{raw body}\"> (facts §9)", () => {
    const body = '{"id":"n-1","type":"payments/transactionAuthorized"}'
    expect(signNotification("whsec-test", body, 1700000000)).toBe(
      "t=1700000000,v1=58ec6c355c7136256463ac13cc95f81490b1916aac89db22c50d5f32b4928b07",
    )
  })

  it("signs the body's UTF-8 bytes as sent", () => {
    expect(signNotification("whsec-test", '{"note":"Grüße"}', 1700000000)).toBe(
      "t=1700000000,v1=131815b2d7a9c62f9145dc04bad641ebdd0398c8bc8cf3b27d521ed65c963bf0",
    )
  })

  it("binds the timestamp, the body and the secret", () => {
    const body = '{"id":"n-1","type":"payments/transactionAuthorized"}'
    const reference = signNotification("whsec-test", body, 1700000000).split("v1=")[1]
    expect(signNotification("whsec-test", body, 1700000001).split("v1=")[1]).not.toBe(reference)
    expect(signNotification("whsec-test", `${body} `, 1700000000).split("v1=")[1]).not.toBe(reference)
    expect(signNotification("whsec-other", body, 1700000000).split("v1=")[1]).not.toBe(reference)
  })

  it("signs the redirect return as lowercase hex HMAC-SHA256 of \"{ordernumber}.{orderstatus}\" (facts §8)", () => {
    expect(signRedirectReturn("redirect-key", "ORD-1", "accepted")).toBe(
      "9a9da281780d0211b1b40f31f2519869cad3da42bc77a828c12a21c62e1e7e19",
    )
    expect(signRedirectReturn("redirect-key", "ORD-1", "rejected")).toBe(
      "801cae8a9bb4619fd7a68c8a6033ed45c0a0dd0ade13a9f99d891bc5031b1784",
    )
  })
})
