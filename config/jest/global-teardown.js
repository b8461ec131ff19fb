module.exports = require('./global-setup').teardown;
