#include <unicode/utypes.h>
#include <unicode/ubrk.h>
