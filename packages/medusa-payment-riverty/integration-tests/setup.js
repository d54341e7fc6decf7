// Each Medusa boot registers its entities again; clearing the metadata keeps jest workers from
// seeing duplicate MikroORM definitions across test files.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// The tests stand where a proxy in front of the store would: they name each shopper's address
// with X-Forwarded-For from loopback, so the store trusts loopback proxies (the plugin's
// `trustedProxies`; medusa-config.ts reads this). A file that tests the default sets it to "".
if (process.env.RIVERTY_TRUSTED_PROXIES === undefined) process.env.RIVERTY_TRUSTED_PROXIES = "loopback"

// Notifications' effects run this long after their acknowledgement (the plugin's
// notificationDelayMs, 5 s by default): the tests wait for effects, not for the delay.
if (process.env.RIVERTY_NOTIFICATION_DELAY_MS === undefined) process.env.RIVERTY_NOTIFICATION_DELAY_MS = "200"

// Each file's database starts as a copy of the run's migrated template, when there is one.
require("./migrated-template").createDatabasesFromTemplate()
