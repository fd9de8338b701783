// An Xcode `project.pbxproj` (`legible scan` decides each file's platform from it):
// `XcodeProjectPlatforms(parsing:file:)` through the old-style property list reader, and
// `Package.swift`'s `platforms:` read as text. An error names the file and a position; a project
// that reads answers for any path, every platform a target names is a real one, and its build
// state agrees with its targets.
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTypeScale

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    do throws(SourceFileError) {
        let project = try XcodeProjectPlatforms(parsing: text, file: "App.xcodeproj/project.pbxproj")
        for path in ["App/View.swift", "../x", "", "/abs/x.swift", "A/B/C/D.swift"] {
            let targets = project.targets(ofFile: path)
            for target in targets {
                require(!target.name.isEmpty, "a target without a name")
                require(Set(target.platforms).count == target.platforms.count, "a platform named twice: \(target.platforms)")
            }
            // A file a target builds is built, and one no target builds is never called built.
            require((project.buildState(ofFile: path) == .built) == !targets.isEmpty, "build state disagrees with targets for \(path)")
        }
    } catch {
        require(error.file == "App.xcodeproj/project.pbxproj" && !error.message.isEmpty, "an error without file or message: \(error)")
    }
    let manifest = PackageManifestPlatforms(parsing: text)
    require(!manifest.judgedPlatforms.contains(.iOS), "a package judged as iOS by name: \(manifest.platforms)")
    return 0
}
