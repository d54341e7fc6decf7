/**
 * An order's money at Riverty, with no Medusa imports (it imports only `riverty-client`):
 * - the per-line state of an order (`lineStatesOf`: ordered, captured, voided, refunded, returned,
 *   capturable, returnable) and the order's totals and open lines (`orderStateOf`);
 * - capture allocation (`allocate*`, `toItems`), refund allocation (`planRefund`) and return
 *   allocation (`returnedByCapture`), all in integer cents;
 * - cents and VAT helpers.
 *
 * The one cents rule: `amountToCents` in `packages/riverty-client/src/normalise/amounts.ts` (exact decimal digits,
 * half away from zero). It lives there, not here, because the client's wire schemas round parsed
 * amounts with it and the client may not import this folder (the emulator keeps a rule of its own,
 * `packages/riverty-emulator/src/domain/money.ts`, as a second opinion); everything here (`toCents` for Medusa's
 * amount forms, `operationCents`, the line math) goes through it, and nothing else in the plugin
 * rounds `x * 100` itself.
 */
export {
  amountToCents,
  centsToAmount,
  netOfGross,
  operationCents,
  refundedCents,
  sumCents,
  sumMoney,
  toCents,
  vatOfGross,
  type MoneyAmount,
} from "./cents"
export { OrderMoneyError } from "./errors"
export {
  allocateAmount,
  allocateRest,
  allocateShipment,
  allocateWholeUnits,
  centsOf,
  lineFromResponse,
  openCents,
  toItems,
  type AllocatedLine,
  type AllocatedTotals,
  type OpenLine,
  type RivertyLine,
  type ShippedQuantity,
} from "./line-allocation"
export { planRefund, type CaptureBalance, type RefundPart } from "./refund-allocation"
export { returnedByCapture, type CaptureLines, type ReturnedQuantity } from "./return-allocation"
export { orderStateOf, type OrderState } from "./order-state"
export { invoicedLinesOf, itemWithQuantity, lineStatesOf, type ExistingReturn, type LineState, type ReturnOrderLine } from "./line-state"
export { RECONCILED_AMOUNTS, reconcileAmounts, rivertyAuthorizedCents, type AmountDifference, type AmountsInCents, type ReconciledAmount } from "./reconcile"
