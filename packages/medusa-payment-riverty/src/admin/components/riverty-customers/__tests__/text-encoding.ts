// jsdom has no TextEncoder, which react-router needs at import time: Node's own, before it loads.
import { TextDecoder, TextEncoder } from "node:util"

Object.assign(globalThis, { TextDecoder, TextEncoder })
