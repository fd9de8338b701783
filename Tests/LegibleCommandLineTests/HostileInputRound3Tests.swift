import Foundation
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

/// Issue 37's sweep of `legible scan`'s inputs, end to end: each hostile input gets a clear
/// finding or exit status 2, never a hang, a signal or a silent pass.
@Suite("Hostile input, round 3: the scan")
struct HostileInputRound3Tests {
    static let swiftView = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"Hi\").font(.system(size: 12))\n    }\n}\n"

    /// Runs `legible` under `timeout`, so a scan that blocks fails the test instead of hanging it.
    static func run(_ arguments: [String], in folder: String, seconds: Int = 60) throws -> ProcessRun {
        try runProcess(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", String(seconds), legibleExecutable.path] + arguments,
            directory: URL(fileURLWithPath: folder))
    }

    /// A finished scan: status 0 (nothing) or 1 (findings), not a signal, a timeout or an error.
    static func expectScanned(_ run: ProcessRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect([0, 1].contains(run.status), "status \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
    }

    // MARK: Non-regular files and links found by the walk

    @Test func aNamedPipeAnywhereInTheTreeIsSkippedNotOpened() throws {
        try ScratchFolder.with([
            "App/V.swift": Self.swiftView, "App/Base.lproj/Placeholder.txt": "", "app/src/main/res/values/strings.xml": "<resources/>",
            "app/src/main/res/layout/real.xml": #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:text="x"/>"#,
        ]) { folder in
            // Each blocked the scan forever: nothing ever writes to the pipes.
            for fifo in [
                "App/Base.lproj/Main.storyboard", "App/Pipe.swift", "App/de.lproj/Localizable.strings", "app/src/main/res/layout/main.xml",
                "app/src/main/AndroidManifest.xml",
            ] {
                try FileManager.default.createDirectory(atPath: (folder.file(fifo) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                #expect(mkfifo(folder.file(fifo), 0o644) == 0)
            }
            let run = try Self.run(["scan", "--format", "json", "."], in: folder.path, seconds: 30)
            Self.expectScanned(run)
            #expect(run.stdout.contains("App/V.swift"))
            #expect(!run.stdout.contains("Pipe.swift") && !run.stdout.contains("main.xml"))
            // A res folder's colours are read as `check` reads them: a pipe is refused at once,
            // as a `scan.unreadable` finding naming it; the rest of the app is still scanned.
            #expect(mkfifo(folder.file("app/src/main/res/values/colors.xml"), 0o644) == 0)
            let refused = try Self.run(["scan", "--format", "json", "."], in: folder.path, seconds: 30)
            #expect(refused.status == 1)
            #expect(refused.stdout.contains("scan.unreadable"), "\(refused.stdout)")
            #expect(refused.stdout.contains("is a named pipe (FIFO); expected a regular file"), "\(refused.stdout)")
            #expect(refused.stdout.contains("App/V.swift"))
        }
    }

    @Test func linksToFoldersAreNeverFollowedNotEvenToAnAssetCatalog() throws {
        try ScratchFolder.with(["App/V.swift": Self.swiftView, "Outside/Bad.colorset/Contents.json": "{ not json"]) { folder in
            // A catalog outside the project (whose damaged colour set stopped the scan: it was
            // entered), and links to `/`, which walked the file system.
            try FileManager.default.createSymbolicLink(atPath: folder.file("App/Colors.xcassets"), withDestinationPath: folder.file("Outside"))
            try FileManager.default.createSymbolicLink(atPath: folder.file("App/Root.xcassets"), withDestinationPath: "/")
            try FileManager.default.createSymbolicLink(atPath: folder.file("App/root"), withDestinationPath: "/")
            let run = try Self.run(["scan", "App"], in: folder.path, seconds: 30)
            Self.expectScanned(run)
            #expect(run.stdout.hasSuffix("Scanned 1 file (1 element); 0 labels audited for overflow.\n"), "\(run.stdout)")
        }
    }

    @Test func aFileNamedOnTheCommandLineThatNoReaderTakesIsAnError() throws {
        try ScratchFolder.with([
            "layouts/main.xml": #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textSize="9sp"/>"#,
            "Main.storyboard.orig": "<document/>", ".build/checkouts/Dep/V.swift": Self.swiftView,
        ]) { folder in
            // A file of a build or dependency folder is skipped as a walk skips it: a package
            // checked out there that applies the build plugin names its own files.
            let skipped = try Self.run(["scan", ".build/checkouts/Dep/V.swift"], in: folder.path)
            #expect(skipped.status == 0 && skipped.stdout.hasSuffix("Scanned 0 files (0 elements); 0 labels audited for overflow.\n"), "\(skipped.stderr)")
            // Each said "Scanned 0 files" with exit 0.
            for name in ["layouts/main.xml", "Main.storyboard.orig"] {
                let run = try Self.run(["scan", name], in: folder.path)
                #expect(run.status == 2 && run.stdout.isEmpty)
                #expect(
                    run.stderr
                        == "legible: \(name): no reader (Interface Builder, Android layout, Swift, Kotlin, Objective-C) reads this file, and it is no string catalog: "
                        + "name a storyboard, a xib, a Swift file or a layout in an Android res/layout folder\n", "\(run.stderr)")
            }
        }
    }

    // MARK: The Swift scan cache

    @Test func aDamagedCacheIsRebuiltAndAFileThatIsNoCacheIsRefused() throws {
        try ScratchFolder.with(["V.swift": Self.swiftView, "notes.txt": "my notes\n", "empty.cache": ""]) { folder in
            // An entry 2^63 − 1 bytes long: `position + length` overflowed (signal 4).
            let damaged = "20:legible-swift-scan 11:13:abc19:9223372036854775807"
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: folder.file("damaged.cache")))
            for cache in ["damaged.cache", "empty.cache"] {
                let run = try Self.run(["scan", "V.swift", "--cache", cache], in: folder.path)
                Self.expectScanned(run)
                let saved = try String(contentsOfFile: folder.file(cache), encoding: .utf8)
                #expect(Self.isScanCache(saved) && saved.contains("V.swift"), "\(cache)")
            }
            // A note is not replaced by a cache: refused, as --output refuses an existing file.
            let run = try Self.run(["scan", "V.swift", "--cache", "notes.txt"], in: folder.path)
            #expect(run.status == 2 && run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "legible: --cache 'notes.txt' is not a Legible scan cache (it does not start with the cache's header); name a new file, or give --force to replace it\n"
            )
            #expect(try String(contentsOfFile: folder.file("notes.txt"), encoding: .utf8) == "my notes\n")
            // Unless asked: --force replaces it, as it replaces an --output file.
            Self.expectScanned(try Self.run(["scan", "V.swift", "--cache", "notes.txt", "--force"], in: folder.path))
            #expect(Self.isScanCache(try String(contentsOfFile: folder.file("notes.txt"), encoding: .utf8)))
        }
    }

    /// Whether `text` starts as this version's cache: its key's length, `:`, and the key
    /// `legible-swift-scan VERSION BUILD` (the build is the tool's, not this test's).
    static func isScanCache(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let length = Int(text[..<colon]) else { return false }
        let key = text[text.index(after: colon)...].prefix(length)
        return key.hasPrefix("legible-swift-scan \(LegibleVersion.current) ") && key.count == length && !key.contains("\n")
    }

    // MARK: --emit-layout

    @Test func outputAndEmitLayoutNamingOneFileIsRefusedBeforeAnythingIsWritten() throws {
        try ScratchFolder.with(["V.swift": Self.swiftView]) { folder in
            let run = try Self.run(["scan", "V.swift", "--output", "x.yaml", "--emit-layout", "x.yaml"], in: folder.path)
            #expect(run.status == 2)
            #expect(run.stderr == "legible: --output and --emit-layout name the same file 'x.yaml'; give each its own file\n")
            // It was left behind, holding the layout spec.
            #expect(!FileManager.default.fileExists(atPath: folder.file("x.yaml")))
        }
    }

    @Test func theLayoutSpecTheScanEmitsIsOneTheAuditAccepts() throws {
        let labels = [("tiny", "0.25"), ("huge", "200000"), ("fine", "120")].map { id, width in
            #"<label text="Save" id="\#(id)"><rect key="frame" x="0" y="0" width="\#(width)" height="20"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        try ScratchFolder.with([
            "App/Base.lproj/Main.storyboard": Self.storyboard(labels.joined()),
            "App/de.lproj/Main.strings": "\"tiny.text\" = \"Sichern\";\n\"huge.text\" = \"Sichern\";\n\"fine.text\" = \"Sichern\";\n",
        ]) { folder in
            let scan = try Self.run(["scan", "App", "--emit-layout", "spec.yaml", "--format", "json"], in: folder.path)
            Self.expectScanned(scan)
            let spec = try String(contentsOfFile: folder.file("spec.yaml"), encoding: .utf8)
            // 0.25 pt and 200,000 pt were written, and `legible audit` refused them (exit 2).
            #expect(spec.contains("width: 120") && !spec.contains("0.25") && !spec.contains("200000"), "\(spec)")
            let audit = try Self.run(["audit", "App/de.lproj/Main.strings", "--layout", "spec.yaml"], in: folder.path)
            #expect([0, 1].contains(audit.status), "\(audit.stderr)")
        }
    }

    /// A storyboard whose white root view holds `subviews`.
    static func storyboard(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController"><view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/><color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <subviews>\(subviews)</subviews></view></viewController></objects></scene></scenes>
        </document>
        """
    }

    // MARK: Numbers at the edges and false passes

    @Test func numbersAtTheEdgesAreFindingsOrUnknownInEveryFormatNeverATrap() throws {
        let label =
            #"<label text="Save" numberOfLines="9223372036854775807" id="many"><rect key="frame" x="0" y="0" width="1e300" height="20"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        try ScratchFolder.with([
            "App/Base.lproj/Main.storyboard": Self.storyboard(label),
            "App/V.swift": "Text(\"Hi\").font(.system(size: 0)).lineLimit(1e300).frame(width: 1e300)\n",
            "app/src/main/res/layout/main.xml":
                #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="100dp" android:text="Save" android:textSize="1\#(String(repeating: "0", count: 300))sp" android:maxLines="9223372036854775807"/>"#,
        ]) { folder in
            // "Double value cannot be converted" (signal 4) in the HTML report especially; and
            // `.font(.system(size: 0))` stopped the whole scan with exit 2.
            for format in ["text", "html", "json", "sarif", "junit", "github", "compiler"] {
                let run = try Self.run(["scan", ".", "--format", format], in: folder.path)
                Self.expectScanned(run)
            }
            // The zero size is a finding at its line.
            let text = try Self.run(["scan", ".", "--format", "compiler"], in: folder.path).stdout
            #expect(text.split(separator: "\n").contains { $0.hasPrefix("App/V.swift:1:") && $0.hasSuffix("[text.fixed-size]") }, "\(text)")
        }
    }

    @Test func aThemeWhoseParentsAreACycleIsSaidNotAPass() throws {
        try ScratchFolder.with([
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.App"/></manifest>"#,
            "app/src/main/res/values/themes.xml":
                #"<resources><style name="Theme.App" parent="Theme.Base"/><style name="Theme.Base" parent="Theme.App"/></resources>"#,
            "app/src/main/res/layout/main.xml":
                ##"<FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="match_parent"><TextView android:layout_width="100dp" android:layout_height="wrap_content" android:text="x" android:textSize="14sp" android:textColor="#D9D9D9"/></FrameLayout>"##,
        ]) { folder in
            // Exit 0 and nothing said, before.
            let run = try Self.run(["scan", "app", "--format", "compiler"], in: folder.path)
            Self.expectScanned(run)
            #expect(run.stdout.contains("@style/Theme.App refers to itself through its parents @style/Theme.Base → @style/Theme.App"), "\(run.stdout)")
        }
    }

    // MARK: Injection into human-readable output

    @Test func namesThatLookLikeWorkflowCommandsOrHoldControlsAreEscaped() throws {
        let folderName = "::error file=x::pwned\u{1B}[2J\u{9B}31m"
        try ScratchFolder.with([
            "\(folderName)/V.swift": Self.swiftView + "// legible:ignore text.fixed-size\u{9B}2J\n"
        ]) { folder in
            for format in ["text", "compiler", "github"] {
                // --notes: the suppression comment's finding is a note, which text lists only then.
                let run = try Self.run(["scan", ".", "--format", format] + (format == "text" ? ["--notes"] : []), in: folder.path)
                Self.expectScanned(run)
                #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" }, "\(format)")
                let lines = run.stdout.split(separator: "\n")
                if format == "github" {
                    // The format's own commands, the name's colons escaped in the property.
                    #expect(!lines.isEmpty)
                    #expect(
                        lines.allSatisfy { $0.hasPrefix("::") && $0.contains(" file=%3A%3Aerror file=x%3A%3Apwned\\u{1B}[2J\\u{9B}31m/V.swift,") },
                        "\(run.stdout)")
                } else {
                    #expect(!lines.contains { $0.hasPrefix("::") }, "\(format): \(run.stdout)")
                    #expect(run.stdout.contains("./::error file=x::pwned\\u{1B}[2J\\u{9B}31m/V.swift:4:"), "\(format): \(run.stdout)")
                    // The suppression comment's C1 CSI, in its finding.
                    #expect(run.stdout.contains("text.fixed-size\\u{9B}2J"), "\(format): \(run.stdout)")
                }
            }
        }
    }
}
