/* The C floor for `legible contrast --pairs`: reads a pairs file of opaque #rrggbb rows (as
 * make-pairs.py writes them, a header row allowed), works out each WCAG 2.2 contrast ratio and
 * writes the report `legible contrast --pairs FILE` writes for it (normal text, AA), byte for
 * byte, as JSON or text. One thread, the file read at once, output through one buffer; rows
 * other than two #rrggbb colours are refused, since the floor does only the common case.
 *
 *   cc -O2 -o contrast_pairs contrast_pairs.c -lm
 *   contrast_pairs pairs.csv json > out.json
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double linear[256];
static char out[1 << 16];
static size_t used;

static void flush(void) { fwrite(out, 1, used, stdout); used = 0; }
static void put(const char *text, size_t length) {
    if (used + length > sizeof out) flush();
    memcpy(out + used, text, length);
    used += length;
}
#define PUT(literal) put(literal, sizeof(literal) - 1)

/* The shortest decimal that reads back as the same double, the closest of them when there are
 * several, as Swift (and so JSONEncoder) writes a ratio: for 1 <= value < 2^53, exactly, in
 * 128-bit integers. value = m / 2^s; with d decimals the nearest decimal is c / 10^d, which reads
 * back as value when it lies within half an ulp, 1 / 2^(s+1). */
static void put_double(double value) {
    int exponent;
    double fraction = frexp(value, &exponent);
    unsigned long long m = (unsigned long long)ldexp(fraction, 53);
    int s = 53 - exponent;
    __int128 p10 = 1;
    for (int d = 0; d <= 17; d++, p10 *= 10) {
        __int128 scaled = (__int128)m * p10;
        __int128 c = (scaled + ((__int128)1 << (s - 1))) >> s;
        __int128 miss = (c << s) - scaled;
        if (miss < 0) miss = -miss;
        if (2 * miss < p10 || (2 * miss == p10 && m % 2 == 0)) {
            char text[48];
            int length = 48;
            for (int i = 0; i < d; i++, c /= 10) text[--length] = (char)('0' + (int)(c % 10));
            if (d > 0) text[--length] = '.';
            do {
                text[--length] = (char)('0' + (int)(c % 10));
                c /= 10;
            } while (c > 0);
            put(text + length, (size_t)(48 - length));
            return;
        }
    }
}

static int hex(const char *p, unsigned *rgb) {
    unsigned value = 0;
    if (p[0] != '#') return 0;
    for (int i = 1; i <= 6; i++) {
        char c = p[i];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0') : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 99;
        if (d > 15) return 0;
        value = value << 4 | d;
    }
    *rgb = value;
    return 1;
}

static double luminance(unsigned rgb) {
    return 0.2126 * linear[rgb >> 16 & 255] + 0.7152 * linear[rgb >> 8 & 255] + 0.0722 * linear[rgb & 255];
}

static void put_hex(unsigned rgb) {
    static const char digits[] = "0123456789abcdef";
    char text[7] = {'#'};
    for (int i = 0; i < 6; i++) text[6 - i] = digits[rgb >> (4 * i) & 15];
    put(text, 7);
}

static const char *const lines[4][5] = {
    {"fail", "fail", "fail", "fail", "fail"}, {"fail", "pass", "fail", "fail", "pass"},
    {"pass", "pass", "fail", "pass", "pass"}, {"pass", "pass", "pass", "pass", "pass"}};
static const char *const wcag[4] = {
    "false,\n      \"AAA\" : false,\n      \"AAALarge\" : false,\n      \"AALarge\" : false,\n      \"nonText\" : false",
    "false,\n      \"AAA\" : false,\n      \"AAALarge\" : false,\n      \"AALarge\" : true,\n      \"nonText\" : true",
    "true,\n      \"AAA\" : false,\n      \"AAALarge\" : true,\n      \"AALarge\" : true,\n      \"nonText\" : true",
    "true,\n      \"AAA\" : true,\n      \"AAALarge\" : true,\n      \"AALarge\" : true,\n      \"nonText\" : true"};

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: contrast_pairs FILE json|text\n");
        return 2;
    }
    int json = strcmp(argv[2], "json") == 0;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 2;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) return 2;
    text[size] = 0;
    fclose(file);
    for (int i = 0; i < 256; i++) {
        double c = i / 255.0;
        linear[i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    }
    char *p = text, *end = text + size;
    if (p < end && *p != '#') p = memchr(p, '\n', (size_t)(end - p)) + 1; /* the header */
    long count = 0, failing = 0;
    if (json) PUT("[");
    while (p < end) {
        unsigned fg, bg;
        if (!hex(p, &fg) || p[7] != ',' || !hex(p + 8, &bg)) {
            fprintf(stderr, "row %ld is not #rrggbb,#rrggbb\n", count + 1);
            return 2;
        }
        p += 15;
        while (p < end && (*p == '\r' || *p == '\n')) p++;
        double a = luminance(fg), b = luminance(bg);
        double ratio = (fmax(a, b) + 0.05) / (fmin(a, b) + 0.05);
        int band = (ratio >= 3) + (ratio >= 4.5) + (ratio >= 7);
        int passes = ratio >= 4.5;
        failing += !passes;
        if (json) {
            if (count) PUT(",");
            PUT("\n  {\n    \"background\" : \"");
            put_hex(bg);
            PUT("\",\n    \"foreground\" : \"");
            put_hex(fg);
            if (passes) PUT("\",\n    \"passes\" : true,\n    \"ratio\" : ");
            else PUT("\",\n    \"passes\" : false,\n    \"ratio\" : ");
            put_double(ratio);
            PUT(",\n    \"requirement\" : {\n      \"level\" : \"AA\",\n      \"minimumRatio\" : 4.5,\n"
                "      \"successCriterion\" : \"1.4.3\",\n      \"use\" : \"normal\"\n    },\n    \"wcag\" : {\n      \"AA\" : ");
            put(wcag[band], strlen(wcag[band]));
            PUT("\n    }\n  }");
        } else {
            if (count) PUT("\n\n");
            put_hex(fg);
            PUT(" on ");
            put_hex(bg);
            char number[32];
            long hundredths = (long)floor(ratio * 100);
            int length = snprintf(number, sizeof number, ": %ld.%02ld:1", hundredths / 100, hundredths % 100);
            put(number, (size_t)length);
            if (passes) PUT(" \xe2\x80\x94 passes AA normal text (1.4.3, 4.5:1)");
            else PUT(" \xe2\x80\x94 FAILS AA normal text (1.4.3, 4.5:1)");
            static const char *const names[5] = {
                "\n  AA normal text   (1.4.3)   needs 4.5:1  ", "\n  AA large text    (1.4.3)   needs 3:1    ",
                "\n  AAA normal text  (1.4.6)   needs 7:1    ", "\n  AAA large text   (1.4.6)   needs 4.5:1  ",
                "\n  AA non-text      (1.4.11)  needs 3:1    "};
            for (int i = 0; i < 5; i++) {
                put(names[i], strlen(names[i]));
                put(lines[band][i], 4);
            }
        }
        count++;
    }
    if (json) {
        PUT("\n]\n");
    } else {
        char summary[160];
        int length = count > 1 ? snprintf(summary, sizeof summary,
            "\n\n%ld pairs checked against AA normal text (1.4.3, 4.5:1): %ld pass, %ld fail.", count, count - failing, failing) : 0;
        put(summary, (size_t)length);
        PUT("\n\nReminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines).\n");
    }
    flush();
    return failing ? 1 : 0;
}
