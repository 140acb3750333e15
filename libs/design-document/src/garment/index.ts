// Filled by the garment module.
export {};
