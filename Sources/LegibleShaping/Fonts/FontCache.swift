import LegibleSyntax

/// Loaded faces and their instances, shared by every ``TextMeasurer`` built with the same cache.
///
/// A measurer loads the faces of its ``FontConfiguration`` and makes one HarfBuzz font per set of
/// axis values it shapes with. Measurers of one cache load each font file once and share those
/// fonts, so HarfBuzz also builds each face's lookup tables and shape plans once: an audit with
/// measurers for several weights and languages of the same fonts starts faster and keeps one copy
/// of each face's tables in the processor's caches.
///
/// ```swift
/// let cache = FontCache()
/// let regular = try TextMeasurer(.bundled(weight: 400), cache: cache)
/// let semibold = try TextMeasurer(.bundled(weight: 600), cache: cache)  // no file read again
/// ```
///
/// A cache keeps what it loaded for as long as it lives; it is safe to share between tasks.
public final class FontCache: Sendable {
    private let faces = Locked<[FontSource: FontFace]>([:])
    private let instances = Locked<[InstanceKey: FontInstance]>([:])

    private struct InstanceKey: Hashable {
        let source: FontSource
        let variations: [FontVariation]
    }

    /// An empty cache.
    public init() {}

    /// The face of `source`, loaded on first use. A face that cannot be loaded is not cached: each
    /// call throws the same error.
    func face(_ source: FontSource) throws(FontError) -> FontFace {
        if let face = faces.withLock({ $0[source] }) { return face }
        let face = try FontFace(source)
        // Two measurers may load the same file at once; the first one stored wins.
        return faces.withLock { faces in
            if let existing = faces[source] { return existing }
            faces[source] = face
            return face
        }
    }

    /// The face at the given axis values, made on first use.
    func instance(of face: FontFace, variations: [FontVariation]) -> FontInstance {
        let key = InstanceKey(source: face.source, variations: variations)
        if let instance = instances.withLock({ $0[key] }) { return instance }
        let instance = FontInstance(face: face, variations: variations)
        return instances.withLock { instances in
            if let existing = instances[key] { return existing }
            instances[key] = instance
            return instance
        }
    }
}
