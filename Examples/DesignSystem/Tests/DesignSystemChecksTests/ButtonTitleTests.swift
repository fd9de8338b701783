import DesignSystem
import Foundation
import Legible
import Testing

@testable import DesignSystemChecks

/// The button titles against hb-shape: `Fixtures/hb-shape-titles.json` holds HarfBuzz's own
/// advances for each title in the bundled fonts (written by `Fixtures/make-hb-shape-titles.py`).
/// From them, the Body sizes of the HIG's table and SF Pro's tracking, the test lays each title
/// out by hand at every category — tracking after every cluster but the last on a line, lines
/// filled greedily at spaces (or between ideographs), a word wider than the line broken between
/// characters, as UILabel does — and finds the largest size at which it fits one and two lines.
@Suite("Button titles against hb-shape")
struct ButtonTitleTests {
    struct Face: Decodable {
        let unitsPerEm: Double
        let glyphs: [[Int]]
    }

    struct Title: Decodable {
        let locale: String
        let text: String
        let faces: [String: Face]
    }

    static let titles: [Title] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hb-shape-titles.json")
        struct File: Decodable { let titles: [Title] }
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).titles) ?? []
    }()

    /// One cluster: the characters it starts at and covers, and its advance in em.
    struct Cluster {
        let characters: Range<Int>
        let advance: Double
        let isSpace: Bool
    }

    /// The title's clusters in text order: glyphs grouped by hb-shape's cluster index (the index
    /// of a cluster's first character), as Legible counts them for tracking.
    static func clusters(_ title: Title, _ face: Face) -> [Cluster] {
        let characters = Array(title.text.unicodeScalars)
        let starts = Set(face.glyphs.map { $0[0] }).sorted()
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1] : characters.count
            let units = face.glyphs.filter { $0[0] == start }.map { Double($0[1]) }.reduce(0, +)
            return Cluster(characters: start..<end, advance: units / face.unitsPerEm, isSpace: characters[start] == " ")
        }
    }

    /// The widths of the lines the clusters fill at `size` in `limit` points.
    static func lines(_ clusters: [Cluster], size: Double, tracking: Double, limit: Double, breakAnywhere: Bool) -> [Double] {
        func width(_ range: Range<Int>) -> Double {
            var end = range.upperBound
            while end > range.lowerBound, clusters[end - 1].isSpace { end -= 1 }
            guard end > range.lowerBound else { return 0 }
            return clusters[range.lowerBound..<end].map { $0.advance * size }.reduce(0, +) + tracking * Double(end - range.lowerBound - 1)
        }
        let breaks = clusters.indices.filter { $0 > 0 && (breakAnywhere || clusters[$0 - 1].isSpace) } + [clusters.count]
        var (widths, start) = ([Double](), 0)
        while start < clusters.count {
            let opportunities = breaks.filter { $0 > start }
            var end = opportunities.prefix { width(start..<$0) <= limit }.last ?? start + 1
            if end == start + 1, width(start..<end) <= limit, opportunities[0] > end {
                // The first word alone is too wide: as many of its characters as fit.
                while end < opportunities[0], width(start..<(end + 1)) <= limit { end += 1 }
            }
            widths.append(width(start..<end))
            start = end
        }
        return widths
    }

    @Test func theFixtureIsForHarborsTitles() {
        #expect(Self.titles.map(\.locale) == HarborButton.manageNotifications.map(\.locale))
        #expect(Self.titles.map(\.text) == HarborButton.manageNotifications.map(\.title))
    }

    @Test func largestFittingSizeOnOneAndTwoLines() throws {
        let table = try DynamicTypeTable()
        let fits = try fitButtonTitles()
        let printed = ChecksRun.shared.section("Button titles")
        #expect(fits.count == Self.titles.count)
        for (title, fit) in zip(Self.titles, fits) {
            var largest: [Int: String] = [:]
            var stillFits = [1: true, 2: true]
            for (category, name) in zip(DynamicTypeCategory.allCases, table.categories) {
                let size = try table.size("Body", name)
                let face = try #require(title.faces["any"] ?? title.faces[size < 20 ? "text" : "display"])
                let clusters = Self.clusters(title, face)
                let tracking = try sfProTracking(atSize: size)
                let oneLine = Self.lines(clusters, size: size, tracking: tracking, limit: .infinity, breakAnywhere: false)[0]
                #expect(abs((fit.oneLine.size(at: category)?.oneLineWidth ?? 0) - oneLine) < 1e-6, "\(title.locale) at \(name)")
                for maxLines in [1, 2] {
                    let wrapped = Self.lines(
                        clusters, size: size, tracking: tracking, limit: HarborButton.titleWidth, breakAnywhere: title.locale.hasPrefix("zh"))
                    stillFits[maxLines] = stillFits[maxLines]! && wrapped.count <= maxLines && wrapped.allSatisfy { $0 <= HarborButton.titleWidth }
                    if stillFits[maxLines]! { largest[maxLines] = name }
                }
                #expect(
                    fit.twoLines.size(at: category)?.measurement.lines
                        == Self.lines(clusters, size: size, tracking: tracking, limit: HarborButton.titleWidth, breakAnywhere: title.locale.hasPrefix("zh"))
                        .count,
                    "\(title.locale) at \(name)")
            }
            #expect(fit.oneLine.fitsUpTo?.displayName == largest[1], "\(title.locale) on one line")
            #expect(fit.twoLines.fitsUpTo?.displayName == largest[2], "\(title.locale) on two lines")
            let line = try #require(printed.first { $0.hasPrefix("\(title.locale) \"\(title.text)\": ") }, "\(title.locale) is not printed")
            #expect(line.contains(": 1 line up to \(largest[1] ?? "none"), 2 lines up to \(largest[2] ?? "none") ("), "\(line)")
        }
    }
}
