// ICU's C API through stable names. ICU renames every function with its major version
// (`ubrk_open` is a macro for `ubrk_open_72`); Swift does not import such macros, so each
// function LegibleShaping calls is wrapped here in a `static inline` function whose name
// does not change between ICU versions.
#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>

static inline UBreakIterator *legible_ubrk_open(UBreakIteratorType type, const char *locale,
                                                const UChar *text, int32_t length, UErrorCode *status) {
    return ubrk_open(type, locale, text, length, status);
}
static inline void legible_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
static inline void legible_ubrk_setText(UBreakIterator *iterator, const UChar *text, int32_t length,
                                        UErrorCode *status) {
    ubrk_setText(iterator, text, length, status);
}
static inline int32_t legible_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
static inline int32_t legible_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline int32_t legible_ubrk_following(UBreakIterator *iterator, int32_t offset) {
    return ubrk_following(iterator, offset);
}
static inline int32_t legible_ubrk_preceding(UBreakIterator *iterator, int32_t offset) {
    return ubrk_preceding(iterator, offset);
}
static inline int32_t legible_ubrk_getRuleStatus(UBreakIterator *iterator) { return ubrk_getRuleStatus(iterator); }

/// The rule status ICU gives a mandatory (hard) line break: UBRK_LINE_HARD up to UBRK_LINE_HARD_LIMIT.
static inline int legible_ubrk_is_hard_line_status(int32_t status) {
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

static inline UBiDi *legible_ubidi_open(void) { return ubidi_open(); }
static inline void legible_ubidi_close(UBiDi *bidi) { ubidi_close(bidi); }
static inline void legible_ubidi_setPara(UBiDi *bidi, const UChar *text, int32_t length, UBiDiLevel paraLevel,
                                         UErrorCode *status) {
    ubidi_setPara(bidi, text, length, paraLevel, NULL, status);
}
/// The embedding level of every code unit after the last ubidi_setPara (trailing whitespace at the
/// paragraph level, as in ICU's runs); valid until the next call on `bidi`.
static inline const UBiDiLevel *legible_ubidi_getLevels(UBiDi *bidi, UErrorCode *status) {
    return ubidi_getLevels(bidi, status);
}
/// Paragraph level that lets the first strong character decide, left-to-right when there is none.
static inline UBiDiLevel legible_ubidi_default_ltr(void) { return UBIDI_DEFAULT_LTR; }
static inline int legible_u_failure(UErrorCode code) { return U_FAILURE(code); }
