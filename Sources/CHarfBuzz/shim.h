#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
