// The Medusa-app layers' jest globalSetup: the run's migrated template (migrated-template.js).
module.exports = require("./migrated-template").buildTemplate
