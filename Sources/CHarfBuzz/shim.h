#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb-aat.h>

// HB_TAG and friends are macros Swift cannot import; this builds a tag from four bytes.
static inline hb_tag_t legible_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
