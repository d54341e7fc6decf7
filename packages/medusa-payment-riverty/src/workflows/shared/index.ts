export {
  loadOrderForRiverty,
  findRivertyOrder,
  requireRivertyOrder,
  countryOf,
  productIdOf,
  type OrderForRiverty,
  type OrderItemRef,
  type RivertyPayment,
  type RivertyOrderContext,
} from "./order"
