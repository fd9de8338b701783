// The C floor of `legible simulate IMAGE.png --deficiency deutan --method machado -o OUT.png`:
// libpng's simplified API reads the PNG as 8-bit RGBA, each pixel is decoded to linear light
// (a 256-entry table of the sRGB transfer function), multiplied by Machado et al. 2009's
// published deuteranomaly matrix at severity 1.0, clipped and encoded back (the sRGB formula,
// rounded to 8 bits), alpha kept, and libpng writes the PNG with its defaults, as Legible does.
// A pixel equal to the one before reuses its result, as Legible's loop does.
//
// Build: cc -O2 -o simulate_png simulate_png.c -lpng -lm
// Usage: simulate_png IN.png OUT.png
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double deutan[3][3] = {
    {0.367322, 0.860646, -0.227968},
    {0.280085, 0.672501, 0.047413},
    {-0.011820, 0.042940, 0.968881},
};

static double linearize(double c) { return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4); }

static unsigned char encode(double linear) {
    double c = linear < 0 ? 0 : linear > 1 ? 1 : linear;
    double e = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055;
    return (unsigned char)lround(e * 255);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: simulate_png IN.png OUT.png\n");
        return 2;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) {
        fprintf(stderr, "%s: %s\n", argv[1], image.message);
        return 2;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = malloc(size);
    if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        fprintf(stderr, "%s: %s\n", argv[1], image.message);
        return 2;
    }
    double decode[256];
    for (int i = 0; i < 256; i++) decode[i] = linearize(i / 255.0);
    int have_last = 0;
    unsigned char last_in[3] = {0}, last_out[3] = {0};
    for (size_t i = 0; i + 3 < size; i += 4) {
        unsigned char *p = pixels + i;
        if (!have_last || p[0] != last_in[0] || p[1] != last_in[1] || p[2] != last_in[2]) {
            double r = decode[p[0]], g = decode[p[1]], b = decode[p[2]];
            memcpy(last_in, p, 3);
            last_out[0] = encode(deutan[0][0] * r + deutan[0][1] * g + deutan[0][2] * b);
            last_out[1] = encode(deutan[1][0] * r + deutan[1][1] * g + deutan[1][2] * b);
            last_out[2] = encode(deutan[2][0] * r + deutan[2][1] * g + deutan[2][2] * b);
            have_last = 1;
        }
        memcpy(p, last_out, 3);
    }
    if (!png_image_write_to_file(&image, argv[2], 0, pixels, 0, NULL)) {
        fprintf(stderr, "%s: %s\n", argv[2], image.message);
        return 2;
    }
    free(pixels);
    return 0;
}
