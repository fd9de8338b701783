import Foundation
import LegibleSyntax

extension ProjectScanner {
    /// The property lists that may fix the app's appearance: every `Info.plist`, every
    /// `NAME-Info.plist` (Xcode's former `$(PRODUCT_NAME)-Info.plist`), and the file each app
    /// project's `INFOPLIST_FILE` build setting names, whatever its name. INaturalistIOS 3ab22038
    /// sets `UIUserInterfaceStyle = Light` only in `INaturalistIOS/INaturalistIOS-Info.plist`
    /// (its target's `INFOPLIST_FILE`, project.pbxproj:3543), and 16 dark-only contrast errors
    /// were reported for an app that never turns dark (fresh-ios22c class 1).
    static func appearancePropertyLists(files: ScanFileSet, limits: ScanLimits) -> [String] {
        var lists = files.infoPropertyLists + files.targetInfoPropertyLists
        for path in files.projectFiles where path.hasSuffix(".xcodeproj/project.pbxproj") && !isDependency(path) {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            for value in buildSettingValues("INFOPLIST_FILE", inProject: path, limits: limits) {
                guard let file = infoPropertyListPath(value, projectFolder: folder) else { continue }
                lists.append(file)
            }
        }
        return Array(Set(lists)).sorted()
    }

    /// The path an `INFOPLIST_FILE = "App/App-Info.plist";` value names, joined with the
    /// project's folder (Xcode's `$(SRCROOT)`); `nil` for a value that is no property list
    /// (`GENERATE_INFOPLIST_FILE = YES;` also contains the name) or that another build setting
    /// would have to be expanded for.
    static func infoPropertyListPath(_ value: Substring, projectFolder: String) -> String? {
        var file = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(root) {
            file = String(file.dropFirst(root.count))
        }
        guard file.hasSuffix(".plist"), !file.contains("$"), !file.hasPrefix("/") else { return nil }
        return projectFolder.isEmpty || projectFolder == "." ? file : ProjectWalker.path(of: file, in: projectFolder)
    }
}
