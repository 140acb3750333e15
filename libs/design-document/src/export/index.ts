// Filled by the export module.
export {};
