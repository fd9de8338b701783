/// A minimal, independent PNG encoder (uncompressed deflate blocks), so the tests can build every
/// colour type and bit depth byte by byte and check what libpng decodes, or a header that claims
/// what the data does not hold.
package enum HandMadePNG {
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return crc ^ 0xffff_ffff
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// `rows` are the raw scanlines without the filter byte.
    package static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], extra: [[UInt8]] = []) -> [UInt8] {
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        // zlib stream of stored blocks (at most 65,535 bytes each), then Adler-32.
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, raw.count)
            let length = end - start
            zlib += [
                end == raw.count ? 1 : 0, UInt8(length & 0xff), UInt8(length >> 8),
                UInt8(~length & 0xff), UInt8((~length >> 8) & 0xff),
            ]
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header) + extra.flatMap { $0 }
            + chunk("IDAT", zlib) + chunk("IEND", [])
    }
}
