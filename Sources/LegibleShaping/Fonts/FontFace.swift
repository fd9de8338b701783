internal import CHarfBuzz
import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One face of a font file, loaded once: HarfBuzz's face over the file's bytes. Immutable after
/// `init`, so it is shared freely between threads; the face is released in `deinit`.
final class FontFace: @unchecked Sendable {
    let source: FontSource
    let face: OpaquePointer
    let glyphCount: Int
    let unitsPerEm: Int
    let axes: [FontAxis]
    /// The `opsz` axis, looked up once: the shaping key of every call asks for it.
    let opticalSizeAxis: FontAxis?
    /// The family name from the `name` table, or the file name when the font has none.
    let familyName: String
    /// The horizontal tracks of the face's AAT `trak` table, which Legible applies itself (see
    /// `TrakTable`); `nil` when it has none. HarfBuzz never sees the table: `face` hides it.
    let trakTable: TrakTable?
    /// Whether turning optional ligatures (`liga`, `clig`) off can change what HarfBuzz makes of
    /// a text: the face's `GSUB` has either feature, or it has a `morx` table (where HarfBuzz maps
    /// them to AAT ligature settings), or it has no `GSUB` at all (a fallback shaper may step in).
    let mayHaveOptionalLigatures: Bool
    /// Which Basic Multilingual Plane code points the face's `cmap` maps, one bit each, so that
    /// choosing a font for each character needs no lookup.
    private let basicPlaneCoverage: [UInt64]
    /// Whether the `cmap` maps every printable ASCII character (U+0020…U+007E).
    let coversPrintableASCII: Bool

    init(_ source: FontSource) throws(FontError) {
        let path = source.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw FontError(file: path, "font '\(path)': no such file")
        }
        // stat(2) follows a link and opens nothing: a named pipe no process writes to would block the read forever.
        var status = stat()
        if stat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            guard type != S_IFDIR else { throw FontError(file: path, "font '\(path)': is a directory, expected a font file") }
            guard type == S_IFREG else { throw FontError(file: path, "font '\(path)': is \(FilePlacement.kind(of: type)), expected a font file") }
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError(file: path, "font '\(path)': cannot be read")
        }
        defer { hb_blob_destroy(blob) }
        // Before any HarfBuzz call: its sanitiser may rewrite a damaged blob's bytes in place.
        var length: UInt32 = 0
        if let data = hb_blob_get_data(blob, &length),
            let problem = FontFileCheck.problem(in: UnsafeRawBufferPointer(start: data, count: Int(length)), faceIndex: source.faceIndex)
        {
            throw FontError(file: path, "font '\(source)': \(problem)")
        }
        let faceCount = Int(hb_face_count(blob))
        guard faceCount > 0 else {
            throw FontError(file: path, "font '\(path)': not a font file (expected TrueType or OpenType: .ttf, .otf or .ttc)")
        }
        guard source.faceIndex >= 0, source.faceIndex < faceCount else {
            throw FontError(
                file: path,
                "font '\(path)': face index \(source.faceIndex) out of range; the file has \(faceCount) face\(faceCount == 1 ? "" : "s") (0…\(faceCount - 1))")
        }
        guard let fileFace = hb_face_create(blob, UInt32(source.faceIndex)) else {
            throw FontError(file: path, "font '\(path)': cannot be read")
        }
        // HarfBuzz returns an empty face rather than an error for bytes that are not a font.
        let glyphCount = Int(hb_face_get_glyph_count(fileFace))
        guard glyphCount > 0 else {
            hb_face_destroy(fileFace)
            throw FontError(file: path, "font '\(path)': not a font file (no glyphs; expected TrueType or OpenType: .ttf, .otf or .ttc)")
        }
        hb_face_make_immutable(fileFace)
        let trak: (table: TrakTable?, isPresent: Bool)
        do throws(TrakTableError) {
            trak = try Self.readTrakTable(fileFace)
        } catch {
            hb_face_destroy(fileFace)
            throw FontError(file: path, "font '\(path)': malformed 'trak' table: \(error.reason)")
        }
        // The face HarfBuzz shapes with: the file's, or one without `trak` holding its own reference.
        let face = trak.isPresent ? Self.hidingTrakTable(fileFace) : fileFace
        if trak.isPresent { hb_face_destroy(fileFace) }
        self.source = source
        self.face = face
        self.glyphCount = glyphCount
        self.unitsPerEm = Int(hb_face_get_upem(face))
        self.axes = Self.readAxes(face)
        self.opticalSizeAxis = axes.first { $0.tag == "opsz" }
        self.familyName = Self.readFamilyName(face) ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        self.trakTable = trak.table
        self.mayHaveOptionalLigatures =
            hb_aat_layout_has_substitution(face) != 0 || hb_ot_layout_has_substitution(face) == 0
            || Self.readFeatureTags(face, table: tag("GSUB")).contains { $0 == tag("liga") || $0 == tag("clig") }
        let (coverage, mapsNothing) = Self.readBasicPlaneCoverage(face)
        guard !mapsNothing else {
            hb_face_destroy(face)
            throw FontError(file: path, "font '\(source)': its 'cmap' table maps no character (it is damaged, or in a format HarfBuzz cannot read)")
        }
        self.basicPlaneCoverage = coverage
        // U+0020…U+007E are bits 32…63 of the first word and 0…62 of the second.
        self.coversPrintableASCII = coverage[0] >> 32 == 0xFFFF_FFFF && coverage[1] & 0x7FFF_FFFF_FFFF_FFFF == 0x7FFF_FFFF_FFFF_FFFF
    }

    deinit {
        hb_face_destroy(face)
    }

    func axis(_ tag: String) -> FontAxis? { axes.first { $0.tag == tag } }

    /// Whether the `cmap` maps a code point below U+10000; `nil` for other code points.
    func basicPlaneCovers(_ codePoint: UInt32) -> Bool? {
        guard codePoint < 0x10000 else { return nil }
        return basicPlaneCoverage[Int(codePoint >> 6)] & (1 << (codePoint & 63)) != 0
    }

    /// The face's `trak` table, parsed (`nil` when it has no horizontal tracks), and whether the
    /// file has the table at all.
    private static func readTrakTable(_ face: OpaquePointer) throws(TrakTableError) -> (table: TrakTable?, isPresent: Bool) {
        let blob: OpaquePointer = hb_face_reference_table(face, trakTag)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return (nil, false) }
        return (try TrakTable(bytes: UnsafeRawBufferPointer(start: data, count: Int(length))), true)
    }

    /// A face that gives HarfBuzz every table of `face` but `trak`, so that no HarfBuzz version
    /// applies it on top of Legible: HarfBuzz up to 10.2 applies it whenever a point size is set
    /// (the `trak` feature could turn that off), 10.3 and later whenever the font also has a STAT
    /// table, at 12 pt when no size is set, and without a feature to turn it off. Holds its own
    /// reference to `face`.
    private static func hidingTrakTable(_ face: OpaquePointer) -> OpaquePointer {
        let wrapper: OpaquePointer = hb_face_create_for_tables(
            { _, tag, userData in
                guard tag != trakTag, let userData else { return hb_blob_get_empty() }
                return hb_face_reference_table(OpaquePointer(userData), tag)
            }, UnsafeMutableRawPointer(hb_face_reference(face)),
            { userData in
                hb_face_destroy(OpaquePointer(userData))
            })
        hb_face_set_index(wrapper, hb_face_get_index(face))
        hb_face_set_upem(wrapper, hb_face_get_upem(face))
        hb_face_set_glyph_count(wrapper, hb_face_get_glyph_count(face))
        hb_face_make_immutable(wrapper)
        return wrapper
    }

    /// The coverage bits, and whether the `cmap` maps no code point at all.
    private static func readBasicPlaneCoverage(_ face: OpaquePointer) -> ([UInt64], mapsNothing: Bool) {
        var coverage = [UInt64](repeating: 0, count: 0x10000 / 64)
        let set: OpaquePointer = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        if hb_set_is_empty(set) != 0 { return (coverage, true) }
        // Many code points per call: a CJK face maps some 30,000 in the plane, and loading the
        // fonts is part of every run of the tool.
        var codePoints = [UInt32](repeating: 0, count: 1024)
        var last = UInt32.max  // HB_SET_VALUE_INVALID: start before the first element
        while true {
            let count = Int(hb_set_next_many(set, last, &codePoints, UInt32(codePoints.count)))
            guard count > 0 else { break }
            for codePoint in codePoints[..<count] where codePoint < 0x10000 {
                coverage[Int(codePoint >> 6)] |= 1 << (codePoint & 63)
            }
            last = codePoints[count - 1]
            guard last < 0x10000 else { break }
        }
        return (coverage, false)
    }

    /// The tags of a layout table's FeatureList (one per feature record, so repeats are likely).
    private static func readFeatureTags(_ face: OpaquePointer, table: hb_tag_t) -> [hb_tag_t] {
        var tags: [hb_tag_t] = []
        var start: UInt32 = 0
        var page = [hb_tag_t](repeating: 0, count: 64)
        while true {
            var count = UInt32(page.count)
            let total = hb_ot_layout_table_get_feature_tags(face, table, start, &count, &page)
            tags += page.prefix(Int(count))
            start += count
            if count == 0 || start >= total { return tags }
        }
    }

    private static func readAxes(_ face: OpaquePointer) -> [FontAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            FontAxis(
                tag: tagString($0.tag), minimum: Double($0.min_value), defaultValue: Double($0.default_value),
                maximum: Double($0.max_value))
        }
    }

    private static func readFamilyName(_ face: OpaquePointer) -> String? {
        // Typographic family (name ID 16) first, then the legacy family (name ID 1).
        for nameID in [hb_ot_name_id_t(16), hb_ot_name_id_t(1)] {
            var length: UInt32 = 256
            var buffer = [CChar](repeating: 0, count: Int(length))
            let total = hb_ot_name_get_utf8(face, nameID, nil, &length, &buffer)
            if total > 0 { return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }
}

/// The tag of the AAT tracking table, as a constant a C callback can use.
private let trakTag: hb_tag_t = 0x7472_616B  // 'trak'

/// The four characters of an OpenType tag.
func tagString(_ tag: hb_tag_t) -> String {
    let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
    return String(decoding: bytes, as: UTF8.self)
}

/// The OpenType tag for four ASCII characters (callers validate the string).
func tag(_ text: String) -> hb_tag_t {
    let bytes = Array(text.utf8)
    guard bytes.count == 4 else { return 0 }
    return legible_hb_tag(CChar(bitPattern: bytes[0]), CChar(bitPattern: bytes[1]), CChar(bitPattern: bytes[2]), CChar(bitPattern: bytes[3]))
}
