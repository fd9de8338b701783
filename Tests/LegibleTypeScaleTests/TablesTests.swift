import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleTypeScale

/// Every cell of the Swift data against Tables/*.csv (copied unchanged from the published sources
/// listed in Tables/README.md).
@Suite("Tables: Swift data equals Tables/")
struct TablesTests {
    @Test func dynamicTypeEveryCell() throws {
        let sizes = try CSVTable.tables("dynamic-type-ios.csv")
        #expect(sizes.rows.count == TextStyle.allCases.count * DynamicTypeCategory.allCases.count)
        for row in sizes.rows {
            let style = try TextStyle(parsing: row["style"] ?? "")
            let category = try DynamicTypeCategory(parsing: row["category"] ?? "")
            let metrics = DynamicType.metrics(for: style, category: category)
            #expect(metrics.size == (try number(row["size_pt"])), "\(style) \(category) size")
            #expect(metrics.leading == (try number(row["leading_pt"])), "\(style) \(category) leading")
            #expect(metrics.weight.name == row["weight"], "\(style) \(category) weight")
        }
        let covered = Set(try sizes.rows.map { "\(try TextStyle(parsing: $0["style"] ?? ""))/\(try DynamicTypeCategory(parsing: $0["category"] ?? ""))" })
        #expect(covered.count == sizes.rows.count, "each (style, category) once")
    }

    @Test func emphasizedWeightsEveryCell() throws {
        let weights = try CSVTable.tables("ios-emphasized-weights.csv")
        #expect(weights.rows.count == TextStyle.allCases.count)
        for row in weights.rows {
            let style = try TextStyle(parsing: row["style"] ?? "")
            for category in DynamicTypeCategory.allCases {
                let metrics = DynamicType.metrics(for: style, category: category)
                #expect(metrics.weight.name == row["weight"])
                #expect(metrics.emphasizedWeight.name == row["emphasized_weight"], "\(style)")
            }
        }
    }

    @Test func currentTrackingEveryCell() throws {
        let tracking = try CSVTable.tables("tracking-sf-pro.csv")
        var families: [TrackingTable: Int] = [:]
        for row in tracking.rows {
            let family = try TrackingTable(parsing: row["family"] ?? "")
            let size = try number(row["size_pt"])
            families[family, default: 0] += 1
            let lookup = family.lookUpTracking(atSize: size)
            #expect(lookup.basis == .publishedRow(size: size))
            #expect(lookup.tracking.perMille == (try number(row["tracking_1000em"])), "\(family) \(size)")
            #expect(lookup.tracking.points == (try number(row["tracking_pt"])), "\(family) \(size)")
        }
        // Nothing in the Swift tables beyond the CSV rows.
        for (family, count) in families {
            #expect(family.publishedRows.count == count, "\(family)")
        }
        #expect(Set(families.keys) == [.sfPro, .sfProRounded, .newYork, .sfCompact, .sfCompactRounded])
    }

    @Test func legacyTrackingEveryListedCell() throws {
        let legacy = try CSVTable.tables("tracking-sf-legacy-text-display.csv")
        let listed = legacy.rows.filter { !($0["tracking_1000em"] ?? "").isEmpty }
        #expect(TrackingTable.sfLegacy.publishedRows.count == listed.count)
        for row in listed {
            let size = try number(row["size_pt"])
            let perMille = try number(row["tracking_1000em"])
            let lookup = TrackingTable.sfLegacy.lookUpTracking(atSize: size)
            #expect(lookup.basis == .publishedRow(size: size))
            #expect(lookup.tracking.perMille == perMille, "\(size) pt")
            #expect(abs(lookup.tracking.points - size * perMille / 1000) < 1e-12)
            // Text rows below the switch, Display rows from it.
            #expect((row["family"] ?? "").hasPrefix(size < 20 ? "SF Pro Text" : "SF Pro Display"))
        }
    }

    @Test func materialEveryCell() throws {
        let material = try CSVTable.tables("material-type-scale.csv")
        // The baseline rows, then each role's Material 3 Expressive emphasized variant.
        let names = MaterialTypeRole.allCases.map(\.displayName)
        #expect(material.rows.map { $0["role"] ?? "" } == names + names.map { "\($0) Emphasized" })
        for row in material.rows {
            let name = row["role"] ?? ""
            let emphasized = name.hasSuffix(" Emphasized")
            let role = try MaterialTypeRole(parsing: emphasized ? String(name.dropLast(" Emphasized".count)) : name)
            let style = emphasized ? role.emphasizedStyle : role.style
            #expect(style.role == role)
            #expect(style.size == (try number(row["size_sp"])))
            #expect(style.lineHeight == (try number(row["line_height_sp"])))
            #expect(style.tracking == (try number(row["tracking_sp"])), "\(style.role)")
            #expect(style.weight.value == Double(row["weight"] ?? ""))
        }
    }

    @Test func androidCurvesEveryCell() throws {
        let curves = try CSVTable.tables("android-font-scale-curves.csv")
        #expect(curves.rows.count == AndroidFontScaling.publishedCurves.map(\.sp.count).reduce(0, +))
        for row in curves.rows {
            let scale = try number(row["font_scale"])
            let sp = try number(row["sp"])
            let dp = try number(row["dp"])
            let curve = AndroidFontScaling.publishedCurves.first { $0.fontScale == scale }
            let index = curve?.sp.firstIndex(of: sp)
            #expect(index.flatMap { curve?.dp[$0] } == dp, "\(sp) sp at \(scale) in the Swift table")
            #expect(AndroidFontScaling.dp(fromSP: sp, fontScale: scale) == dp, "\(sp) sp at \(scale)")
            #expect(AndroidFontScaling.sp(fromDP: dp, fontScale: scale) == sp, "\(dp) dp at \(scale)")
        }
        #expect(AndroidFontScaling.tableFontScales == [1.15, 1.3, 1.5, 1.8, 2])
    }
}
