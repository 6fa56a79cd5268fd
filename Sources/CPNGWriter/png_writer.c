#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    plumb_png_sink sink;
    void *context;
    int failed;
} writer_state;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    writer_state *state = (writer_state *)png_get_io_ptr(png);
    if (!state->failed && state->sink(state->context, bytes, count) != 0) state->failed = 1;
}

static void flush_nothing(png_structp png) { (void)png; }

/// One ARGB32 row to RGBA, unpremultiplied with Cairo's rounding.
static void unpremultiply_row(const uint32_t *in, uint8_t *out, int width) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = in[x];
        uint8_t alpha = (uint8_t)(pixel >> 24);
        uint8_t *rgba = out + 4 * x;
        if (alpha == 255) {
            rgba[0] = (uint8_t)(pixel >> 16);
            rgba[1] = (uint8_t)(pixel >> 8);
            rgba[2] = (uint8_t)pixel;
            rgba[3] = 255;
        } else if (alpha == 0) {
            rgba[0] = rgba[1] = rgba[2] = rgba[3] = 0;
        } else {
            rgba[0] = (uint8_t)((((pixel >> 16) & 0xff) * 255 + alpha / 2) / alpha);
            rgba[1] = (uint8_t)((((pixel >> 8) & 0xff) * 255 + alpha / 2) / alpha);
            rgba[2] = (uint8_t)(((pixel & 0xff) * 255 + alpha / 2) / alpha);
            rgba[3] = alpha;
        }
    }
}

int plumb_png_write_argb32(const uint8_t *data, int width, int height, int stride, int level,
                           plumb_png_sink sink, void *context) {
    if (width <= 0 || height <= 0) return 1;
    writer_state state = {sink, context, 0};
    uint8_t *volatile row = malloc((size_t)width * 4);
    if (!row) return 1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return 1;
    }
    png_set_write_fn(png, &state, write_bytes, flush_nothing);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        unpremultiply_row((const uint32_t *)(data + (size_t)y * (size_t)stride), row, width);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return state.failed;
}

uint32_t plumb_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    return (uint32_t)crc32_z(crc, bytes, count);
}
