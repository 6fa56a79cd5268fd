// PNG encoding through libpng, tuned for what Plumb draws (flat fills, lines and text, not
// photographs): no row filters, zlib's default level. On the samples that is about 3 times
// faster than libpng's default adaptive filtering, which Cairo's writer uses, and the files
// come out about a fifth smaller. The setjmp that libpng's errors need stays inside C.
#ifndef PLUMB_PNG_WRITER_H
#define PLUMB_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Receives the encoded bytes in pieces; returns 0 to go on.
typedef int (*plumb_png_sink)(void *context, const uint8_t *bytes, size_t count);

/// Encodes `height` rows of `width` pixels of Cairo's ARGB32 (premultiplied, native-endian
/// 32-bit words, `stride` bytes a row) as an 8-bit RGBA PNG, unpremultiplying as Cairo's own
/// writer does, at zlib `level` (1 fastest … 9 smallest; -1 zlib's default, 6). Returns 0 on success.
int plumb_png_write_argb32(const uint8_t *data, int width, int height, int stride, int level,
                           plumb_png_sink sink, void *context);

/// zlib's CRC-32 of `count` bytes, continuing `crc` (0 to start): what PNG chunks carry.
uint32_t plumb_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

#endif
