/*
 * The fonts of the C baselines, loaded as Legible loads them: HarfBuzz's OpenType functions at
 * the units-per-em scale (advances in font units, as hb-shape gives them), with a wght setting.
 */
#ifndef LEGIBLE_BASELINE_LOAD_FONT_H
#define LEGIBLE_BASELINE_LOAD_FONT_H

#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <stdio.h>
#include <stdlib.h>

/* Face `index` of DIR/FILE at `weight`; exits with status 2 when the file cannot be read. */
static hb_font_t *load_font(const char *dir, const char *file, unsigned index, float weight) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
    hb_face_t *face = hb_face_create(blob, index);
    hb_blob_destroy(blob);
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    hb_ot_font_set_funcs(font);
    unsigned upem = hb_face_get_upem(hb_font_get_face(font));
    hb_font_set_scale(font, (int) upem, (int) upem);
    hb_variation_t wght = { HB_TAG('w', 'g', 'h', 't'), weight };
    hb_font_set_variations(font, &wght, 1);
    hb_font_make_immutable(font);
    return font;
}

#endif
