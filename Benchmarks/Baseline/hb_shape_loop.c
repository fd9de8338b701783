/*
 * The baseline for `legible measure`'s speed: a plain C loop calling hb_shape on the benchmark
 * strings with the same HarfBuzz and fonts, and nothing else (no line breaking, bidi, fallback
 * or layout). Each string is shaped once with the font for its language (strings.tsv's first
 * column), at the units-per-em scale with HarfBuzz's OpenType functions, reusing one buffer.
 *
 * Usage: hb_shape_loop FONTS_DIR strings.tsv PASSES
 * Prints the fastest pass in seconds and a checksum of the advances.
 */
#include "load_font.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: hb_shape_loop FONTS_DIR strings.tsv PASSES\n"); return 2; }
    const char *dir = argv[1];
    int passes = atoi(argv[3]);
    hb_font_t *inter = load_font(dir, "Inter/Inter-roman.var.ttf", 0, 400);
    hb_font_t *arabic = load_font(dir, "Noto/NotoSansArabic-Regular.ttf", 0, 400);
    hb_font_t *hebrew = load_font(dir, "Noto/NotoSansHebrew-Regular.ttf", 0, 400);
    hb_font_t *cjk = load_font(dir, "Noto/NotoSansCJK-Regular.ttc", 2, 400);

    FILE *file = fopen(argv[2], "r");
    if (!file) { fprintf(stderr, "cannot read %s\n", argv[2]); return 2; }
    size_t capacity = 16384, count = 0;
    char **texts = malloc(capacity * sizeof *texts);
    hb_font_t **fonts = malloc(capacity * sizeof *fonts);
    char line[65536];
    while (fgets(line, sizeof line, file)) {
        char *tab = strchr(line, '\t');
        if (!tab || count == capacity) continue;
        *tab = 0;
        line[strcspn(tab + 1, "\n") + (size_t) (tab + 1 - line)] = 0;
        texts[count] = strdup(tab + 1);
        fonts[count] = !strcmp(line, "ar") ? arabic : !strcmp(line, "he") ? hebrew
                     : (!strcmp(line, "zh") || !strcmp(line, "ja") || !strcmp(line, "ko")) ? cjk : inter;
        count++;
    }
    fclose(file);

    hb_buffer_t *buffer = hb_buffer_create();
    double best = 1e9;
    long long checksum = 0;
    for (int pass = 0; pass <= passes; pass++) {
        double start = now();
        checksum = 0;
        for (size_t i = 0; i < count; i++) {
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, texts[i], -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(fonts[i], buffer, NULL, 0);
            unsigned length = 0;
            hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &length);
            for (unsigned g = 0; g < length; g++) checksum += positions[g].x_advance;
        }
        double elapsed = now() - start;
        if (pass > 0 && elapsed < best) best = elapsed; /* pass 0 warms up */
    }
    printf("%.6f %lld\n", best, checksum);
    return 0;
}
