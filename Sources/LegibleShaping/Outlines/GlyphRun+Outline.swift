internal import CFreeType

extension GlyphRun {
    /// The run's glyph outlines as SVG path data in points, read with FreeType at the run's axis
    /// values: glyphs drawn left to right from `(x, baseline)`, y growing downwards as in SVG.
    ///
    /// ```swift
    /// let shaped = measurer.shape("Hello", key: measurer.shapingKey(forSize: 17, tracking: .none))
    /// let outline = try shaped.glyphRuns[0].outline(size: 17, x: 0, baseline: 20)
    /// let svg = "<path d=\"\(outline.path)\"/>"   // outline.advance: where the next run starts
    /// ```
    ///
    /// Colour-bitmap glyphs (emoji) have no outline and add only their advance. Runs come in
    /// logical order; a caller drawing a line with mixed directions places them in visual order.
    /// `tracking` goes between the run's clusters; the face's own `trak` tracking
    /// (``trackingPerCluster``) after each of them, the last one included, so that the next run
    /// starts where the layout puts it.
    ///
    /// - Throws: ``FontError`` when FreeType cannot open the face.
    public func outline(size: Double, x: Double = 0, baseline: Double = 0, tracking: Double = 0) throws(FontError) -> GlyphOutline {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError("FreeType: cannot start") }
        defer { FT_Done_FreeType(library) }
        var openedFace: FT_Face?
        guard FT_New_Face(library, font.path, FT_Long(font.faceIndex), &openedFace) == 0, let face = openedFace else {
            throw FontError("font '\(font.path)': FreeType cannot open face \(font.faceIndex)")
        }
        defer { FT_Done_Face(face) }
        applyVariations(to: face, library: library)
        // One pixel per font unit: outlines come back in 26.6 fixed point of font units, unhinted.
        FT_Set_Char_Size(face, 0, FT_F26Dot6(unitsPerEm * 64), 72, 72)
        let scale = size / Double(unitsPerEm)
        let writer = PathWriter()
        var pen = x
        var lastCluster: Int?
        let fontTracking = trackingPerCluster * scale
        for glyph in glyphs {
            if let lastCluster, lastCluster != glyph.cluster { pen += tracking + fontTracking }
            lastCluster = glyph.cluster
            let loadFlags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
            if FT_Load_Glyph(face, glyph.glyphID, loadFlags) == 0, let slot = face.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            {
                writer.originX = pen + Double(glyph.xOffset) * scale
                writer.originY = baseline - Double(glyph.yOffset) * scale
                writer.scale = scale / 64
                writer.decompose(&slot.pointee.outline)
            }
            pen += Double(glyph.advance) * scale
        }
        if lastCluster != nil { pen += fontTracking }
        return GlyphOutline(path: writer.path, advance: pen - x)
    }

    /// Sets the run's axis values on a FreeType face (design coordinates, in the face's axis order).
    private func applyVariations(to face: FT_Face, library: FT_Library) {
        guard !variations.isEmpty else { return }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
        defer { FT_Done_MM_Var(library, master) }
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: Int(master.pointee.num_axis))
        var coordinates = axes.map { axis in
            let value = variations.first { $0.axis == tagString(UInt32(axis.tag)) }?.value
            return value.map { FT_Fixed($0 * 65536) } ?? axis.def
        }
        FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
    }
}

/// A glyph run's outlines as SVG path data, and how far it advances.
public struct GlyphOutline: Sendable, Hashable {
    /// SVG path data (`M`, `L`, `Q`, `C`, `Z` in absolute points).
    public let path: String
    /// The run's advance in points, tracking included (the font's `trak` tracking after every
    /// cluster, `tracking` between them).
    public let advance: Double
}

/// Collects FreeType's outline callbacks into SVG path commands.
private final class PathWriter {
    var path = ""
    var originX = 0.0
    var originY = 0.0
    var scale = 1.0
    private var isOpen = false

    func point(_ vector: UnsafePointer<FT_Vector>?) -> String {
        guard let vector else { return "0 0" }
        let x = originX + Double(vector.pointee.x) * scale
        let y = originY - Double(vector.pointee.y) * scale
        return "\(Self.number(x)) \(Self.number(y))"
    }

    func append(_ command: String) {
        path += path.isEmpty ? command : " " + command
    }

    func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) {
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                let writer = PathWriter.from(user)
                if writer.isOpen { writer.append("Z") }
                writer.isOpen = true
                writer.append("M\(writer.point(to))")
                return 0
            },
            line_to: { to, user in
                let writer = PathWriter.from(user)
                writer.append("L\(writer.point(to))")
                return 0
            },
            conic_to: { control, to, user in
                let writer = PathWriter.from(user)
                writer.append("Q\(writer.point(control)) \(writer.point(to))")
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let writer = PathWriter.from(user)
                writer.append("C\(writer.point(control1)) \(writer.point(control2)) \(writer.point(to))")
                return 0
            },
            shift: 0, delta: 0)
        FT_Outline_Decompose(outline, &functions, Unmanaged.passUnretained(self).toOpaque())
        if isOpen { append("Z") }
        isOpen = false
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> PathWriter {
        // FreeType hands back the pointer given to FT_Outline_Decompose, always this writer.
        Unmanaged<PathWriter>.fromOpaque(user!).takeUnretainedValue()
    }

    /// Up to three decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
