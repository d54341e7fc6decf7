// Each Medusa boot registers its entities again; clearing the metadata keeps jest workers from
// seeing duplicate MikroORM definitions across test files.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
