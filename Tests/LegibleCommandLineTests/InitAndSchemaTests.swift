import Foundation
import LegibleTestSupport
import Testing

/// `legible init` and the JSON Schemas of `legible.yaml` and the layout spec.
@Suite("legible init and the configuration schemas")
struct InitAndSchemaTests {
    static let hasJSONSchema: Bool = {
        (try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import jsonschema, yaml"]))?.status == 0
    }()

    /// Copies Examples/design-system (token files, an asset catalog, Android res) and a string
    /// catalog into a scratch folder, runs `legible init` there, and runs what it wrote.
    @Test func initWritesAStarterThatRunsAsIs() throws {
        let folder = NSTemporaryDirectory() + "legible-init-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Examples/design-system").path, toPath: folder)
        try FileManager.default.removeItem(atPath: folder + "/legible.yaml")
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent("Examples/overflow/Localizable.xcstrings").path, toPath: folder + "/App/Localizable.xcstrings")
        let run = try legible(["init"], directory: URL(fileURLWithPath: folder))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Wrote legible.yaml: 4 colour sources"), "\(run.stdout)")
        let yaml = try String(contentsOfFile: folder + "/legible.yaml", encoding: .utf8)
        #expect(yaml.hasPrefix("# yaml-language-server: $schema="))
        for line in [
            "  - tokens: tokens/base.tokens.json", "  - tokens: tokens/dark.tokens.json\n    appearance: dark", "  - assets: App/Assets.xcassets",
            "  - android: android/src/main/res",
            // Guessed from the names: text colours on the first surface, brand_on_primary on brand_primary.
            "  - foreground: color.text.primary\n    background: color.surface.default",
            "  - foreground: brand_on_primary\n    background: brand_primary", "  - foreground: text_primary\n    background: window_background",
            "#   legible audit App/Localizable.xcstrings --width 200 --style body",
        ] {
            #expect(yaml.contains(line), "legible.yaml should contain \(line)")
        }
        // Not a pair: a background on a background, or a colour with no text-like name.
        #expect(!yaml.contains("foreground: color.surface"))
        #expect(!yaml.contains("foreground: BrandAccent"))
        let check = try legible(["check"], directory: URL(fileURLWithPath: folder))
        #expect(check.status == 0 || check.status == 1, "legible check should run the starter: \(check.stderr)")
        #expect(check.stdout.contains("legible.yaml:"))
        let again = try legible(["init"], directory: URL(fileURLWithPath: folder))
        #expect(again.status == 2)
        #expect(again.stderr.contains("the file exists; use --force"))
        if Self.hasJSONSchema {
            let validate = try runProcess(
                URL(fileURLWithPath: "/usr/bin/env"),
                [
                    "python3", "-c", "import json,sys,yaml,jsonschema; jsonschema.validate(yaml.safe_load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
                    folder + "/legible.yaml", packageRoot.appendingPathComponent("Documentation/Schemas/legible.schema.json").path,
                ])
            #expect(validate.status == 0, "the starter should validate against legible.schema.json: \(validate.stderr)")
        }
    }

    @Test func initInAnEmptyFolderSaysWhatIsMissing() throws {
        try ScratchFolder.with([:]) { folder in
            let run = try legible(["init"], directory: URL(fileURLWithPath: folder.path))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("0 colour sources"))
            let yaml = try String(contentsOfFile: folder.file("legible.yaml"), encoding: .utf8)
            #expect(yaml.contains("# None found here"))
        }
    }

    @Test(.enabled(if: hasJSONSchema, "python3 with jsonschema and yaml is not installed (make deps installs them)"))
    func everyConfigurationInTheRepositoryValidates() throws {
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "Tests/validate-configs.py"], directory: packageRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("ok:"))
    }
}
