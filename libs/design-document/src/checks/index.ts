// Filled by the checks module.
export {};
