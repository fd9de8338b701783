/*
 * The whole-process baseline for `legible measure --strings FILE`: a plain C program that reads
 * the same file (one text per line), shapes every line with hb_shape, and writes a report of the
 * same shape and about the same size as Legible's, in JSON or text. It does no more than that: no
 * line breaking, bidi, font fallback, tracking or layout. Each line is shaped with the font for
 * the script HarfBuzz guesses for it (Arabic, Hebrew, Han/Kana/Hangul, else Inter), at the
 * units-per-em scale with HarfBuzz's OpenType functions, reusing one buffer; widths are at 17 pt.
 *
 * Usage: hb_shape_report FONTS_DIR FILE json|text    (the report goes to standard output)
 */
#include "load_font.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* A JSON string: quotes, backslash and control characters escaped, other bytes as they are. */
static void write_json_string(const char *text, size_t length, FILE *out) {
    putc_unlocked('"', out);
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char) text[i];
        if (c == '"' || c == '\\') { putc_unlocked('\\', out); putc_unlocked(c, out); }
        else if (c < 0x20) fprintf(out, "\\u%04x", c);
        else putc_unlocked(c, out);
    }
    putc_unlocked('"', out);
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[3], "json") && strcmp(argv[3], "text"))) {
        fprintf(stderr, "usage: hb_shape_report FONTS_DIR FILE json|text\n");
        return 2;
    }
    int json = !strcmp(argv[3], "json");
    hb_font_t *inter = load_font(argv[1], "Inter/Inter-roman.var.ttf", 0, 400);
    hb_font_t *arabic = load_font(argv[1], "Noto/NotoSansArabic-Regular.ttf", 0, 400);
    hb_font_t *hebrew = load_font(argv[1], "Noto/NotoSansHebrew-Regular.ttf", 0, 400);
    hb_font_t *cjk = load_font(argv[1], "Noto/NotoSansCJK-Regular.ttc", 2, 400);

    FILE *file = fopen(argv[2], "rb");
    if (!file) { fprintf(stderr, "cannot read %s\n", argv[2]); return 2; }
    size_t size = 0, capacity = 1 << 20;
    char *contents = malloc(capacity);
    for (size_t got; (got = fread(contents + size, 1, capacity - size, file)) > 0;) {
        size += got;
        if (size == capacity) contents = realloc(contents, capacity *= 2);
    }
    fclose(file);

    static char output_buffer[1 << 16];
    setvbuf(stdout, output_buffer, _IOFBF, sizeof output_buffer);
    hb_buffer_t *buffer = hb_buffer_create();
    const double size_pt = 17;
    int first = 1;
    if (json) fputs("[\n", stdout);
    for (char *line = contents; line < contents + size;) {
        char *end = memchr(line, '\n', (size_t) (contents + size - line));
        if (!end) end = contents + size;
        size_t length = (size_t) (end - line);
        if (length > 0 && line[length - 1] == '\r') length--;

        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf8(buffer, line, (int) length, 0, (int) length);
        hb_buffer_guess_segment_properties(buffer);
        hb_script_t script = hb_buffer_get_script(buffer);
        hb_font_t *font = script == HB_SCRIPT_ARABIC ? arabic : script == HB_SCRIPT_HEBREW ? hebrew
                        : (script == HB_SCRIPT_HAN || script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA
                           || script == HB_SCRIPT_HANGUL) ? cjk : inter;
        hb_shape(font, buffer, NULL, 0);
        unsigned count = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
        long advance = 0;
        for (unsigned g = 0; g < count; g++) advance += positions[g].x_advance;
        double width = (double) advance / hb_face_get_upem(hb_font_get_face(font)) * size_pt;

        if (json) {
            /* The keys and nesting of Legible's report, sorted, pretty-printed. */
            if (!first) fputs(",\n", stdout);
            fputs("  {\n    \"fits\" : true,\n    \"font\" : \"Inter\",\n    \"height\" : 22,\n"
                  "    \"lineCount\" : 1,\n    \"lineHeight\" : 22,\n    \"lines\" : [\n      {\n        \"text\" : ", stdout);
            write_json_string(line, length, stdout);
            printf(",\n        \"width\" : %.17g\n      }\n    ],\n    \"missingCharacters\" : [\n\n    ],\n"
                   "    \"overflow\" : 0,\n    \"size\" : 17,\n    \"text\" : ", width);
            write_json_string(line, length, stdout);
            printf(",\n    \"tracking\" : -0.43,\n    \"width\" : %.17g\n  }", width);
        } else {
            if (!first) putc_unlocked('\n', stdout);
            printf("\"%.*s\"\n  Body, Large: 17 pt, Inter, tracking -0.43 pt (SF Pro table), line height 22 pt\n"
                   "  width %.2f pt, 1 line, height 22 pt\n  1  %8.2f pt  %.*s", (int) length, line, width, width,
                   (int) length, line);
        }
        first = 0;
        line = end + 1;
    }
    fputs(json ? "\n]\n" : "\n", stdout);
    if (fflush(stdout) != 0) { fprintf(stderr, "cannot write the report\n"); return 2; }
    return 0;
}
