import Foundation
import LegibleReporting
import LegibleSyntax

extension ProjectScanner {
    /// The iOS screen widths storyboards and xibs are laid out on: the configuration's
    /// (``ScanConfiguration/screenWidths(for:)``); when it names none, the narrowest and widest
    /// iPhone the app's deployment target runs on (``AppleScreens/iPhoneWidths(deploymentTarget:)``,
    /// the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode projects found), and when the app runs
    /// on iPad, ``ScanConfiguration/iPadScreenWidth`` too, or its landscape width when the app's
    /// iPad orientations are all landscape (``iPadRunsOnlyInLandscape(_:limits:)``).
    func iOSScreenWidths(infoPropertyLists: [String], projectFiles: [String] = []) -> [Double] {
        guard !configuration.configuresScreenWidths(for: .iOS) else { return configuration.screenWidths(for: .iOS) }
        let target = Self.deploymentTarget(projectFiles: projectFiles, limits: limits)
        let widths = target == nil ? configuration.screenWidths(for: .iOS) : AppleScreens.iPhoneWidths(deploymentTarget: target)
        let runsOnIPad =
            Self.infoPropertyListsSupportIPad(infoPropertyLists, limits: limits)
            || Set(effectivePaths + Self.appProjectFolders(projectFiles)).contains { Self.projectTargetsIPad(in: $0, limits: limits) }
        guard runsOnIPad else { return widths }
        let iPad = Self.iPadRunsOnlyInLandscape(infoPropertyLists, limits: limits) ? ScanConfiguration.iPadLandscapeWidth : ScanConfiguration.iPadScreenWidth
        return (widths + [iPad]).sorted()
    }

    /// Whether every `Info.plist` that lists the iPad's orientations (`UISupportedInterfaceOrientations~ipad`,
    /// else the plain key, which iPad uses when it has none of its own) lists only landscape ones,
    /// and one does. Eidolon 44486ed9 `Kiosk/Supporting Files/Info.plist:56-60` (LandscapeLeft and
    /// LandscapeRight): `Auction.storyboard:759`, laid out at the portrait 820 pt, overflowed a
    /// room it has 256 pt of at the 1180 pt the app is shown at.
    static func iPadRunsOnlyInLandscape(_ paths: [String], limits: ScanLimits) -> Bool {
        var lists: [[String]] = []
        for path in paths {
            guard let data = try? FileReading.read(path, limit: limits.interfaceFile, regularFileOnly: true),
                let text = try? TextDecoding.decode(data, file: path), let plist = try? PropertyListReader.parse(text, file: path),
                let members = plist.members
            else { continue }
            let list =
                members.first { $0.key == "UISupportedInterfaceOrientations~ipad" } ?? members.first { $0.key == "UISupportedInterfaceOrientations" }
            guard let values = list?.value.elements?.compactMap(\.string), !values.isEmpty else { continue }
            lists.append(values)
        }
        return !lists.isEmpty && lists.allSatisfy { $0.allSatisfy { $0.hasPrefix("UIInterfaceOrientationLandscape") } }
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

    /// The folders holding the app's own Xcode projects (`Monal/Monal.xcodeproj/project.pbxproj` → `Monal`),
    /// not its dependencies'.
    static func appProjectFolders(_ projectFiles: [String]) -> [String] {
        projectFiles.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") && !isDependency($0) }.map {
            (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        }
    }

    /// Whether a path lies in a dependency's checkout (CocoaPods, Carthage, Swift packages).
    static func isDependency(_ path: String) -> Bool {
        path.split(separator: "/").contains { ["Pods", "Carthage", "SourcePackages", "checkouts"].contains($0) }
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode projects (`project.pbxproj`) among
    /// `projectFiles`, leaving out dependencies' projects (`Pods`, `Carthage`, `SourcePackages`,
    /// whose targets are their own); `nil` when none sets one. A project that sets none itself
    /// may set it in the `.xcconfig` files its configurations are based on.
    static func deploymentTarget(projectFiles: [String], limits: ScanLimits) -> Double? {
        var lowest: Double?
        for path in projectFiles where path.hasSuffix("project.pbxproj") {
            guard !isDependency(path) else { continue }
            // `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` (quoted or not).
            var values = buildSettingValues("IPHONEOS_DEPLOYMENT_TARGET", inProject: path, limits: limits)
            if values.isEmpty { values = ProjectConfigurationFiles.values(of: "IPHONEOS_DEPLOYMENT_TARGET", project: path, limits: limits) }
            for value in values {
                let number = value.filter { $0.isNumber || $0 == "." }
                let parts = number.split(separator: ".").prefix(2).joined(separator: ".")
                guard let version = Double(parts), version >= 2, version < 100 else { continue }
                lowest = min(lowest ?? version, version)
            }
        }
        return lowest
    }

    /// The storyboards the app's Xcode projects name as launch screens in a build setting, with no
    /// `Info.plist` key: Xcode's generated `Info.plist` takes `INFOPLIST_KEY_UILaunchStoryboardName
    /// = "Launch Screen";` (primal-ios-app project.pbxproj:4964, whose `Launch Screen.storyboard:25`
    /// 36 pt label was a `text.fixed-size` warning). Dependencies' projects are not the app's.
    static func launchStoryboards(projectFiles: [String], limits: ScanLimits) -> Set<String> {
        var names = Set<String>()
        for path in projectFiles where path.hasSuffix("project.pbxproj") && !isDependency(path) {
            for value in buildSettingValues("INFOPLIST_KEY_UILaunchStoryboardName", inProject: path, limits: limits) {
                let name = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
                if !name.isEmpty && !name.contains("$(") { names.insert(name) }
            }
        }
        return names
    }

    /// Whether an Xcode project directly in `folder` (`App.xcodeproj/project.pbxproj`) builds for
    /// iPad: a `TARGETED_DEVICE_FAMILY` whose list holds 2 (`"1,2"`, `2`).
    static func projectTargetsIPad(in folder: String, limits: ScanLimits) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let path = (folder as NSString).appendingPathComponent(name + "/project.pbxproj")
            for value in buildSettingValues("TARGETED_DEVICE_FAMILY", inProject: path, limits: limits)
            where value.split(whereSeparator: { !$0.isNumber }).contains("2") {
                return true
            }
        }
        return false
    }

    /// The values a `project.pbxproj` gives a build setting, one per line that sets it
    /// (`NAME = value;`), as written; none when the file cannot be read.
    static func buildSettingValues(_ name: String, inProject path: String, limits: ScanLimits) -> [Substring] {
        guard let data = try? FileReading.read(path, limit: limits.interfaceFile, regularFileOnly: true),
            let text = try? TextDecoding.decode(data, file: path)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            line.contains(name) ? line.split(separator: "=").dropFirst().first : nil
        }
    }
}
