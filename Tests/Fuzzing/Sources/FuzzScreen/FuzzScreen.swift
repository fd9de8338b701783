// Screen files (`legible targets`): `Screen(parsing:file:)` through the positioned JSON reader and
// decoder; a screen that reads is audited on every platform and drawn, as the command does, and
// its own JSON reads back as the same screen.
import Foundation
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreen(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let screen: Screen
    do throws(SourceFileError) {
        screen = try Screen(parsing: text, file: "screen.json")
    } catch {
        require(error.file == "screen.json" && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    let encoded: String
    do {
        encoded = String(decoding: try JSONEncoder().encode(screen), as: UTF8.self)
    } catch {
        require(false, "a screen that reads cannot be written as JSON: \(error)")
        return 0
    }
    let reread = try? Screen(parsing: encoded, file: "screen.json")
    require(reread == screen, "the screen's own JSON \(encoded) reads back as \(reread.map { "\($0)" } ?? "an error")")
    // Known (fixed on another branch): a tab bar's tabs are made one by one, so a huge
    // tabCount takes gigabytes. Audit only screens of ordinary size.
    let tabs = screen.elements.reduce(0) { total, element in
        if case .tabBar(let count) = element.role { return total + count }
        return total + 1
    }
    guard tabs <= 1_000 else { return 0 }
    for platform in TargetPlatform.allCases {
        let audit = ScreenAudit(screen: screen, platform: platform)
        _ = audit.findings.count
        _ = audit.svg()
    }
    return 0
}
