// Placeholder so the target builds while the PNG module is written.
