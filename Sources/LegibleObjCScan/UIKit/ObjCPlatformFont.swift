import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// One font assignment to a view and the platforms its `#if TARGET_OS_…` blocks compile it for
/// (``ObjCPlatformConditions``): a view whose font differs by platform is one element per font,
/// each judged for its own platforms (VLC 12cd503e
/// `VLCPlaybackInfoSubtitlesFetcherViewController.m:242`, tvOS's italic 32 pt, and `:244`, the
/// 16 pt of every other platform).
struct ObjCPlatformFont {
    var font: ScannedFont?
    var sizeConstant: String?
    var site: ObjCSite?
    var platforms: [ApplePlatform]?
    var condition: String?

    /// What a statement's blocks say of its platforms, as an element's source says it; `nil`
    /// when they allow every platform.
    static func source(_ platforms: [ApplePlatform]?, condition: String?) -> ScannedSourcePlatform? {
        guard let platforms, platforms.count < ObjCPlatformConditions.universe.count, !platforms.isEmpty else { return nil }
        var source = ScannedSourcePlatform(platform: platforms.count == 1 ? platforms[0] : nil, condition: condition)
        if platforms.count > 1 { source.platforms = platforms }
        return source
    }
}

extension ObjCReceiver {
    /// The view's element once per font that holds on some platforms, when a font is set in a
    /// platform block: on each platform, the last assignment compiled for it wins. `nil` when no
    /// assignment is in such a block (the one element stands).
    func platformElements(of element: ScannedElement, path: String, live: Bool, id: (ObjCSite) -> String) -> [(ScannedElement, ClosedRange<Int>)]? {
        guard platformFonts.contains(where: { $0.platforms != nil }) else { return nil }
        var groups: [(assignment: Int, platforms: [ApplePlatform])] = []
        for platform in ObjCPlatformConditions.universe {
            guard let last = platformFonts.lastIndex(where: { $0.platforms?.contains(platform) ?? true }) else { continue }
            if let group = groups.firstIndex(where: { $0.assignment == last }) {
                groups[group].platforms.append(platform)
            } else {
                groups.append((last, [platform]))
            }
        }
        let elements = groups.compactMap { group -> (ScannedElement, ClosedRange<Int>)? in
            let assignment = platformFonts[group.assignment]
            guard assignment.font != nil || assignment.sizeConstant != nil, let site = assignment.site else { return nil }
            var variant = element
            variant.id = id(site)
            variant.location = Finding.Location(file: path, line: site.line, column: site.column)
            variant.font = assignment.font?.with(live: live)
            variant.fixedSizeConstant = assignment.sizeConstant
            // A font outside any block that other platforms' blocks replace holds on the rest.
            let condition = assignment.condition ?? platformFonts.first { $0.condition != nil }?.condition.map { "outside \($0)" }
            variant.sourcePlatform = ObjCPlatformFont.source(group.platforms, condition: condition)
            return (variant, site.lines)
        }
        return elements.isEmpty ? nil : elements
    }
}
