#include <png.h>

// Macros Swift cannot import (they combine other macros), as inline functions.
static inline png_uint_32 legible_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 legible_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 legible_png_format_flag_alpha(void) { return PNG_FORMAT_FLAG_ALPHA; }
static inline png_uint_32 legible_png_format_flag_color(void) { return PNG_FORMAT_FLAG_COLOR; }
static inline png_uint_32 legible_png_format_flag_linear(void) { return PNG_FORMAT_FLAG_LINEAR; }
static inline png_uint_32 legible_png_format_flag_colormap(void) { return PNG_FORMAT_FLAG_COLORMAP; }
