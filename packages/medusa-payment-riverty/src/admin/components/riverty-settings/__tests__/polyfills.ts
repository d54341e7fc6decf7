// jsdom has no TextEncoder, which react-router reads when it loads: imported before anything
// that imports react-router-dom.
import { TextDecoder, TextEncoder } from "node:util"

Object.assign(globalThis, { TextEncoder, TextDecoder })
