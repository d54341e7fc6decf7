// The Medusa-app layers' jest globalTeardown: no template outlives its run (migrated-template.js).
module.exports = require("./migrated-template").dropTemplate
