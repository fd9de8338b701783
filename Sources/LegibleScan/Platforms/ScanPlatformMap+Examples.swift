extension ScanPlatformMap {
    /// The folder names a library keeps its example or demo app in.
    static let exampleFolderNames: Set<String> = ["example", "examples", "demo", "demos"]

    /// Why a file `project` builds is still no screen of the app: `project` is a library's own,
    /// nested in the folder of an app project (one with an application target) that neither
    /// builds the file nor names `project`, and the file sits in an `Example`, `Examples`, `Demo`
    /// or `Demos` folder below the app project's. GitHawk 36f6fa28 vendors SwipeCellKit in
    /// `Local Pods/SwipeCellKit`, whose `Example/MailExample.xcodeproj` builds
    /// `Example/MailExample/Main.storyboard`; the app's `Freetime.xcodeproj` builds none of it,
    /// yet 14 errors and warnings were reported there (fresh-ios22c class 2). A library's own
    /// repository, whose example app is the only app project, keeps its findings.
    ///
    /// - Parameters:
    ///   - file: the file's absolute, normalised path.
    ///   - project: the project that builds it.
    func libraryExampleReason(file: String, builtBy project: XcodeProjectPlatforms) -> String? {
        for app in projects where app.projectFolder != project.projectFolder && app.hasApplicationTarget {
            // The nested project's folder and the file, relative to the app project's folder.
            guard let nested = ProjectPath.relative(project.projectFolder, to: app.projectFolder),
                let relative = ProjectPath.relative(file, to: app.projectFolder), app.buildState(ofFile: file) != .built
            else { continue }
            let named = app.referencedProjects.contains { ProjectPath.normalized($0) == ProjectPath.join(nested, project.projectName) }
            let folders = relative.split(separator: "/").dropLast()
            guard !named, folders.contains(where: { Self.exampleFolderNames.contains($0.lowercased()) }) else { continue }
            return "only \(project.projectName), a library's example app in \(app.projectName)'s folder, builds this file"
        }
        return nil
    }
}

extension XcodeProjectPlatforms {
    /// Whether a target of the project builds an app (`com.apple.product-type.application`).
    var hasApplicationTarget: Bool {
        targets.contains { $0.productType == "com.apple.product-type.application" }
    }
}
