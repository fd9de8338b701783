import Foundation
import LegibleReporting
import LegibleSyntax

extension ProjectScanner {
    /// The iOS screen widths storyboards and xibs are laid out on: the configuration's
    /// (``ScanConfiguration/screenWidths(for:)``), and when it names none and the app runs on
    /// iPad, ``ScanConfiguration/iPadScreenWidth`` too.
    func iOSScreenWidths(infoPropertyLists: [String]) -> [Double] {
        let widths = configuration.screenWidths(for: .iOS)
        guard !configuration.configuresScreenWidths(for: .iOS) else { return widths }
        let runsOnIPad =
            Self.infoPropertyListsSupportIPad(infoPropertyLists, limits: limits)
            || effectivePaths.contains { Self.projectTargetsIPad(in: $0, limits: limits) }
        return runsOnIPad ? (widths + [ScanConfiguration.iPadScreenWidth]).sorted() : widths
    }

    /// Whether an `Info.plist` lists iPad orientations (`UISupportedInterfaceOrientations~ipad`)
    /// or the iPad device family (`UIDeviceFamily` holding 2).
    static func infoPropertyListsSupportIPad(_ paths: [String], limits: ScanLimits) -> Bool {
        paths.contains { path in
            // Read as every file is, within the scan's limit; one that cannot be read says nothing.
            guard let data = try? FileReading.read(path, limit: limits.interfaceFile, regularFileOnly: true),
                let text = try? TextDecoding.decode(data, file: path), let plist = try? PropertyListReader.parse(text, file: path),
                let members = plist.members
            else { return false }
            return members.contains { member in
                member.key == "UISupportedInterfaceOrientations~ipad"
                    || (member.key == "UIDeviceFamily" && (member.value.elements ?? []).contains { $0.number == 2 || $0.string == "2" })
            }
        }
    }

    /// Whether an Xcode project directly in `folder` (`App.xcodeproj/project.pbxproj`) builds for
    /// iPad: a `TARGETED_DEVICE_FAMILY` whose list holds 2 (`"1,2"`, `2`).
    static func projectTargetsIPad(in folder: String, limits: ScanLimits) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let path = (folder as NSString).appendingPathComponent(name + "/project.pbxproj")
            guard let data = try? FileReading.read(path, limit: limits.interfaceFile, regularFileOnly: true),
                let text = try? TextDecoding.decode(data, file: path)
            else { continue }
            for line in text.split(separator: "\n") where line.contains("TARGETED_DEVICE_FAMILY") {
                guard let value = line.split(separator: "=").dropFirst().first else { continue }
                let families = value.split { !$0.isNumber }
                if families.contains("2") { return true }
            }
        }
        return false
    }
}
