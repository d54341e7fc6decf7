/**
 * Response codes the emulator answers with. 400.00x, 400.100-400.115 and the 200.9xx risk codes
 * are documented by Riverty; the rest of the table is not public, so codes marked "emulator choice"
 * are ours and listed in the emulator README.
 */
export const CODES = {
  unknownError: "400.000",
  bodyInvalid: "400.001",
  required: "400.002",
  outOfRange: "400.003",
  format: "400.004",
  tooLong: "400.005",
  tooShort: "400.006",
  decimals: "400.007",

  orderNumberUsed: "400.100",
  netMismatch: "400.101",
  grossMismatch: "400.102",
  customerNumberMismatch: "400.103",
  invalidPaymentMethod: "400.108",
  contractRequired: "400.109",
  installmentProfileNotFound: "400.110",
  installmentPlansMissing: "400.111",
  installmentAmountInvalid: "400.112",
  installmentCountNotAllowed: "400.113",
  invalidAccountProfile: "400.114",
  /** Documented as "reservation not found"; the emulator's one code for every unknown v3 record (HTTP 404). */
  reservationNotFound: "400.115",

  /** Emulator choice: seen on failed captures in public fixtures, meaning undocumented. */
  captureFailed: "400.117",
  /** Emulator choice: refund, void, update and return-notification rule violations. */
  operationNotAllowed: "400.116",

  underage: "200.001",
  negativeScore: "200.901",
  limitReached: "200.903",
  chargebackPresent: "200.912",
} as const
