export * from "./order-management"
