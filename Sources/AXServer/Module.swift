// Placeholder so the module builds; replaced by real sources.
