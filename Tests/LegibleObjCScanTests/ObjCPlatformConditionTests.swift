import LegibleScan
import LegibleTypeScale
import Testing

@testable import LegibleObjCScan

/// `#if TARGET_OS_TV` and its kin are Objective-C's `#if os(tvOS)`: VLC 12cd503e
/// `VLCPlaybackInfoSubtitlesFetcherViewController.m:241-245` sets `nothingFoundLabel`'s font to an
/// italic 32 pt in `#if TARGET_OS_TV` and to an italic 16 pt in its `#else`. The two were one
/// view's: the 16 pt one was judged "(also on visionOS, tvOS)" and the tvOS one not at all.
@Suite struct ObjCPlatformConditionTests {
    static let subtitles = method(
        """
            self.nothingFoundLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        #if TARGET_OS_TV
            self.nothingFoundLabel.font = [UIFont italicSystemFontOfSize:32];
        #else
            self.nothingFoundLabel.font = [UIFont italicSystemFontOfSize:16];
        #endif
            self.nothingFoundLabel.numberOfLines = 0;
        """, className: "VLCPlaybackInfoSubtitlesFetcherViewController")

    @Test func eachBranchIsItsOwnPlatformsElement() throws {
        let elements = try scanObjC(Self.subtitles).elements.sorted { ($0.location.line ?? 0) < ($1.location.line ?? 0) }
        let lines: [Int?] = elements.map { $0.location.line }
        #expect(lines == [9, 11])
        let expected: [ScannedFont?] = [
            .fixed(size: 32, unit: "pt", weight: .regular, family: nil), .fixed(size: 16, unit: "pt", weight: .regular, family: nil),
        ]
        #expect(elements.map { $0.font } == expected)
        #expect(elements[0].sourcePlatform?.platform == .tvOS)
        #expect(elements[0].sourcePlatform?.condition == "#if TARGET_OS_TV at line 8")
        #expect(elements[1].sourcePlatform?.platform == nil)
        let others: [ApplePlatform] = [.iOS, .visionOS, .watchOS, .macOS]
        #expect(elements[1].sourcePlatform?.platforms == others)
        #expect(elements[1].sourcePlatform?.condition == "#else at line 10")
    }

    /// The whole scan: the tvOS font is judged by tvOS's styles and says so; the other is iOS's.
    @Test func theTVOSFontIsReportedForTVOS() async throws {
        let findings = try await scanFindings(Self.subtitles, rule: "text.fixed-size").sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        #expect(findings.compactMap(\.location?.line) == [9, 11])
        #expect(findings.first?.message.contains("(a tvOS block: #if TARGET_OS_TV at line 8)") == true, "\(findings.first?.message ?? "")")
        #expect(findings.last?.message.contains("tvOS") == false, "\(findings.last?.message ?? "")")
    }

    /// A font set outside any block, or in a block that names no platform, is one element as before.
    @Test func aBlockThatNamesNoPlatformChangesNothing() throws {
        let source = method(
            """
            #if DEBUG
                self.title.font = [UIFont systemFontOfSize:15];
            #endif
                self.detail.font = [UIFont systemFontOfSize:13];
            """)
        let elements = try scanObjC(source).elements
        #expect(elements.count == 2)
        #expect(elements.allSatisfy { $0.sourcePlatform == nil })
    }

    @Test func conditionsAreEvaluatedOnEachPlatform() {
        func allowed(_ lines: [String]) -> [ApplePlatform]? {
            var conditions = ObjCPlatformConditions()
            for (index, line) in lines.enumerated() { conditions.read(line, line: index + 1) }
            return conditions.allowed?.platforms
        }
        #expect(allowed(["#if !TARGET_OS_TV && !TARGET_OS_WATCH"]) == [.iOS, .visionOS, .macOS])
        #expect(allowed(["#if TARGET_OS_IOS || TARGET_OS_VISION"]) == [.iOS, .visionOS])
        #expect(allowed(["#if TARGET_OS_TV", "#elif TARGET_OS_IOS"]) == [.iOS])
        #expect(allowed(["#if TARGET_OS_TV", "#elif TARGET_OS_IOS", "#else"]) == [.visionOS, .watchOS, .macOS])
        #expect(allowed(["#if TARGET_OS_IPHONE", "#if TARGET_OS_TV == 0"]) == [.iOS, .visionOS, .watchOS])
        // Defined everywhere, to 0 or 1: `#ifdef` narrows nothing.
        #expect(allowed(["#ifdef TARGET_OS_TV"]) == nil)
        // A macro the scan does not know may be true anywhere.
        #expect(allowed(["#if TARGET_OS_TV || HAS_TV_UI"]) == nil)
        #expect(allowed(["#if TARGET_OS_TV", "#endif"]) == nil)
    }
}
