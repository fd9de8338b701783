#include <png.h>

// Macros Swift cannot import (they combine other macros), as inline functions.
static inline png_uint_32 legible_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 legible_png_image_version(void) { return PNG_IMAGE_VERSION; }
