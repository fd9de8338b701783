import Foundation
import LegibleReporting
import LegibleSyntax

/// Layouts of an app's Android TV module (issue 33, fresh-android23b, debatable group): VLC keeps
/// its leanback UI in `application/television` (`org.videolan.television.ui.*` activities, themed
/// `Theme.VLC.TV` and `Theme.Leanback.Details` in that module's manifest), driven by D-pad focus;
/// a phone shows it only when a person opts into the "tv_ui" setting. Its 12 small icons
/// (`activity_media_list_tv.xml:116`, `song_browser.xml:66`, …) were target.small errors, as for a
/// touch screen. A layout of a module named `television` or `tv` (or `…-tv`, `tv-…`) whose own
/// manifest or Gradle file names leanback is a TV screen's: its small targets are notes.
enum TelevisionLayouts {
    /// Turns the target.small errors and warnings of TV modules' layouts into notes.
    static func notes(_ records: inout [ScanFindingRecord]) {
        var known: [String: Bool] = [:]
        for index in records.indices where records[index].finding.rule == ScanRules.targetSmall.id && records[index].finding.severity > .note {
            guard let file = records[index].finding.location?.file, AndroidResources.resFolder(ofLayout: file) != nil,
                let module = AndroidResources.module(ofResource: file)
            else { continue }
            if known[module] == nil { known[module] = isTelevisionModule(module) }
            guard known[module] == true else { continue }
            let name = (module as NSString).lastPathComponent
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "on an Android TV screen (module \(name), a leanback UI moved by D-pad focus)", property: "television",
                why: "the layout is in the app's TV module, whose manifest or Gradle file names leanback; a TV is not touched")
        }
    }

    /// Whether the module folder is named for TV and its own manifest or Gradle file names leanback.
    static func isTelevisionModule(_ module: String) -> Bool {
        let name = (module as NSString).lastPathComponent.lowercased()
        guard ["television", "tv"].contains(name) || name.hasSuffix("-tv") || name.hasSuffix("_tv") || name.hasPrefix("tv-") || name.hasPrefix("tv_") else {
            return false
        }
        let files = ["build.gradle", "build.gradle.kts", "src/main/AndroidManifest.xml", "AndroidManifest.xml"]
        let limit = FileSizeLimit(bytes: 1_000_000, what: "a module's build or manifest file", setting: "TelevisionLayouts")
        return files.contains { file in
            let path = (module as NSString).appendingPathComponent(file)
            guard let data = try? FileReading.read(path, limit: limit, regularFileOnly: true) else { return false }
            return String(decoding: data, as: UTF8.self).lowercased().contains("leanback")
        }
    }
}
