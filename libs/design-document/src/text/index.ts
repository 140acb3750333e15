// Filled by the text module.
export {};
