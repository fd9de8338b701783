/// The horizontal tracks of a font's AAT `trak` table (Apple's TrueType Reference Manual, chapter
/// 6): for each track (-1 tight, 0 normal, 1 loose…), a value in font units at each of a list of
/// point sizes.
///
/// Legible applies the table itself rather than through HarfBuzz, the way CoreText does: linear
/// interpolation between the table's sizes, the first or last size's value outside them, unrounded.
/// (HarfBuzz before 10.3 extrapolates beyond the ends and rounds to whole units.)
struct TrakTable: Sendable, Hashable {
    /// One track: its value (0 normal) and its tracking in font units at each of ``sizes``.
    struct Track: Sendable, Hashable {
        let track: Double
        let values: [Double]
    }

    /// The point sizes, increasing.
    let sizes: [Double]
    /// The tracks, increasing by ``Track/track``.
    let tracks: [Track]

    /// The tracking after each cluster, in font units, for `track` at `size` points.
    ///
    /// Between two of the table's sizes the value is interpolated linearly; below the first size
    /// it is the first size's value, above the last the last's. A track between two of the
    /// table's tracks is interpolated between their values at the size; beyond the first or last
    /// track, that track's values are used.
    func value(atSize size: Double, track: Double) -> Double {
        guard let first = tracks.first, let last = tracks.last else { return 0 }
        if track <= first.track { return value(of: first, atSize: size) }
        if track >= last.track { return value(of: last, atSize: size) }
        let upper = tracks.firstIndex { $0.track >= track } ?? tracks.count - 1
        let (below, above) = (tracks[upper - 1], tracks[upper])
        if above.track == track { return value(of: above, atSize: size) }
        return Self.interpolate(
            track, from: (below.track, value(of: below, atSize: size)),
            to: (above.track, value(of: above, atSize: size)))
    }

    private func value(of track: Track, atSize size: Double) -> Double {
        guard let firstSize = sizes.first, let lastSize = sizes.last else { return 0 }
        if size <= firstSize { return track.values[0] }
        if size >= lastSize { return track.values[sizes.count - 1] }
        let upper = sizes.firstIndex { $0 >= size } ?? sizes.count - 1
        if sizes[upper] == size { return track.values[upper] }
        return Self.interpolate(size, from: (sizes[upper - 1], track.values[upper - 1]), to: (sizes[upper], track.values[upper]))
    }

    private static func interpolate(_ x: Double, from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> Double {
        start.y + (end.y - start.y) * (x - start.x) / (end.x - start.x)
    }
}

extension TrakTable {
    /// Reads a `trak` table's bytes. `nil` when the table has no horizontal tracks (vertical
    /// tracking is not used: Legible lays text out horizontally).
    ///
    /// Every offset and count is checked against the table's length, so memory stays within the
    /// table's own bytes, and the sizes and tracks must increase (interpolating between them
    /// needs that; a table out of order gives no defined value).
    ///
    /// - Throws: ``TrakTableError`` saying what is wrong, for the caller to name the file.
    init?(bytes: UnsafeRawBufferPointer) throws(TrakTableError) {
        let reader = BigEndianReader(bytes: bytes)
        guard bytes.count >= 12 else {
            throw TrakTableError("\(bytes.count) bytes, shorter than the 12-byte header")
        }
        let version = reader.uint32(at: 0)
        guard version == 0x0001_0000 else {
            throw TrakTableError("version \(Self.fixed(Int32(bitPattern: version)).formatted), expected 1.0")
        }
        let format = reader.uint16(at: 4)
        guard format == 0 else { throw TrakTableError("format \(format), expected 0") }
        let dataOffset = Int(reader.uint16(at: 6))
        guard dataOffset != 0 else { return nil }
        guard dataOffset + 8 <= bytes.count else {
            throw TrakTableError("horizontal track data at offset \(dataOffset) lies past the table's end (\(bytes.count) bytes)")
        }
        let trackCount = Int(reader.uint16(at: dataOffset))
        let sizeCount = Int(reader.uint16(at: dataOffset + 2))
        let sizeTableOffset = Int(reader.uint32(at: dataOffset + 4))
        guard trackCount > 0 else { return nil }
        guard sizeCount > 0 else { throw TrakTableError("\(trackCount) tracks but no sizes") }
        guard dataOffset + 8 + 8 * trackCount <= bytes.count else {
            throw TrakTableError("\(trackCount) track entries at offset \(dataOffset + 8) run past the table's end (\(bytes.count) bytes)")
        }
        guard sizeTableOffset + 4 * sizeCount <= bytes.count else {
            throw TrakTableError("\(sizeCount) sizes at offset \(sizeTableOffset) run past the table's end (\(bytes.count) bytes)")
        }
        var sizes: [Double] = []
        sizes.reserveCapacity(sizeCount)
        for index in 0..<sizeCount {
            let size = Self.fixed(Int32(bitPattern: reader.uint32(at: sizeTableOffset + 4 * index)))
            guard size > 0 else { throw TrakTableError("size \(size.formatted) pt; expected sizes above 0") }
            if let previous = sizes.last, size <= previous {
                throw TrakTableError("size \(size.formatted) pt follows \(previous.formatted) pt; expected increasing sizes")
            }
            sizes.append(size)
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(trackCount)
        for index in 0..<trackCount {
            let entry = dataOffset + 8 + 8 * index
            let track = Self.fixed(Int32(bitPattern: reader.uint32(at: entry)))
            if let previous = tracks.last?.track, track <= previous {
                throw TrakTableError("track \(track.formatted) follows track \(previous.formatted); expected increasing tracks")
            }
            let valuesOffset = Int(reader.uint16(at: entry + 6))
            guard valuesOffset + 2 * sizeCount <= bytes.count else {
                throw TrakTableError("the values of track \(track.formatted) at offset \(valuesOffset) run past the table's end (\(bytes.count) bytes)")
            }
            let values = (0..<sizeCount).map { Double(Int16(bitPattern: reader.uint16(at: valuesOffset + 2 * $0))) }
            tracks.append(Track(track: track, values: values))
        }
        self.sizes = sizes
        self.tracks = tracks
    }

    /// A 16.16 fixed-point number.
    private static func fixed(_ raw: Int32) -> Double { Double(raw) / 65536 }
}

/// What is wrong with a `trak` table; the face that reads it names the file.
struct TrakTableError: Error, Sendable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// Big-endian reads from a buffer; callers check the offsets against its length first.
private struct BigEndianReader {
    let bytes: UnsafeRawBufferPointer

    func uint16(at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2))
    }
}
