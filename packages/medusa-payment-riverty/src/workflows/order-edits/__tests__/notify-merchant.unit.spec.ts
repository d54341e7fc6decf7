import type { MedusaContainer } from "@medusajs/framework/types"
import { feedChannelConfigured } from "../steps/notify-merchant"

const containerWith = (modules: unknown) => ({ resolve: () => ({ modules }) }) as unknown as MedusaContainer
const feed = { resolve: "@medusajs/medusa/notification-local", id: "local", options: { channels: ["feed"] } }
const email = { resolve: "@medusajs/medusa/notification-local", id: "mail", options: { channels: ["email"] } }

describe("feedChannelConfigured", () => {
  it("finds a notification provider serving the admin feed, with modules keyed by name or listed", () => {
    expect(feedChannelConfigured(containerWith({ notification: { resolve: "@medusajs/medusa/notification", options: { providers: [email, feed] } } }))).toBe(true)
    expect(feedChannelConfigured(containerWith([{ resolve: "@medusajs/medusa/notification", options: { providers: [feed] } }]))).toBe(true)
  })

  it("is false without a notification module or without a feed provider, so Medusa never stores a failed notification", () => {
    expect(feedChannelConfigured(containerWith({}))).toBe(false)
    expect(feedChannelConfigured(containerWith(undefined))).toBe(false)
    expect(feedChannelConfigured(containerWith({ notification: { resolve: "@medusajs/medusa/notification", options: { providers: [email] } } }))).toBe(false)
    expect(feedChannelConfigured(containerWith({ notification: true }))).toBe(false)
  })
})
