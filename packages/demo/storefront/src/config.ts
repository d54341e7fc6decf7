// The store this page talks to, as the demo server wrote it into index.html, and the two clients:
// Medusa's js-sdk for the cart and the plugin's storefront kit for the Riverty routes.
import Medusa from "@medusajs/js-sdk"
import { createRivertyStore } from "riverty-storefront"

export interface DemoConfig {
  storeUrl: string
  publishableKey: string
  /** Region ids the page offers; every region of the store when absent. */
  regions?: string[]
}

function readConfig(): DemoConfig {
  const block = document.getElementById("demo-config")
  if (!block?.textContent) throw new Error("The page was not served by packages/demo/lib/storefront-server.js (no demo-config block)")
  return JSON.parse(block.textContent) as DemoConfig
}

export const config = readConfig()

export const sdk = new Medusa({ baseUrl: config.storeUrl, publishableKey: config.publishableKey })

export const rivertyStore = createRivertyStore({ baseUrl: config.storeUrl, publishableKey: config.publishableKey })
