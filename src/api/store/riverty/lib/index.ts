export { limitStoreRoute } from "./rate-limit"
export { cachedRivertyCall } from "./cached-call"
export { storeClientOf } from "./client-identity"
export { STORE_ROUTES } from "./route-names"
