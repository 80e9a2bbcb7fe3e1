// antd-mobile's CommonJS build requires its .css files; Jest has no CSS loader.
module.exports = {};
