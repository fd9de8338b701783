import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// The `legible scan` reader of Kotlin source: Jetpack Compose code read into the same
/// `ScannedElement`s as Android layouts (platform Android, sizes in sp and dp), plus the findings
/// only Compose gives (`text.clamped` from `LocalDensity provides Density(…, fontScale = 1f)`,
/// `target.small` from `LocalMinimumInteractiveComponentSize provides 0.dp`).
///
/// Purely syntactic and name-based, as the Compose lint rules are: the file is read by a
/// hand-written Kotlin lexer and a tolerant parser, and calls are recognised by their names
/// (`Text`, `Button`, `Modifier.width`). What is recognised is listed in Documentation/Scan.md;
/// anything else (a size another file computes, a custom composable's parameters) is left unknown
/// rather than guessed.
///
/// ```swift
/// let source = "import androidx.compose.material3.Text\nText(\"Hi\", fontSize = with(LocalDensity.current) { 14.dp.toSp() })"
/// let result = try ComposeSourceReader().read(text: source, path: "Hi.kt", resources: ScanResources())
/// result.elements.first?.font  // .fixed(size: 14, unit: "dp", weight: .regular, family: nil)
/// ```
///
/// Limits: a file is at most ``maximumFileBytes`` (else an error naming the file), and at most a
/// million tokens; brackets and expressions nest at most 100 deep. Kotlin that does not parse is
/// a `scan.unresolved` note at its line and column, and the rest of the file is still read.
/// A file that does not mention `androidx.compose` is skipped without being parsed.
public struct ComposeSourceReader: ScanFileReader {
    /// The largest Kotlin file read, in bytes (4 MiB, as for Swift).
    public static let maximumFileBytes = KotlinLimits.maximumFileBytes

    /// The app's theme, read by ``prepared(forFiles:)`` from all its Kotlin before any file is
    /// read; a theme that knows nothing until then.
    package var theme = ComposeTheme()

    /// A reader.
    public init() {}

    /// A reader that knows the app's theme (`lightColorScheme(…)`, `darkColorScheme(…)`, Material
    /// 2's `lightColors(…)`/`darkColors(…)`, `Typography(…)` and the colours they name) from the
    /// Kotlin files among `paths`, so `MaterialTheme.colorScheme.onSurface` (or Material 2's
    /// `MaterialTheme.colors.onSurface`) in any file is the app's colour in light and dark.
    /// At most 400 files (16 MiB) that name a colour scheme or palette, a `Typography` or a colour literal
    /// are parsed for it. It also knows the design system's text composables (a `@Composable`
    /// function whose body calls `Text` once with a parameter as its text), read from at most
    /// 2,000 files (32 MiB), so their calls in any file are judged as that `Text`, and the app's
    /// helpers that freeze a text size (`val Int.nonScaledSp`), from at most 200 files (8 MiB)
    /// that name `fontScale`, and its own click modifiers (`fun Modifier.noRippleClickable(…) =
    /// clickable(…)`), from at most 200 files (8 MiB) that declare a `Modifier` extension, and the
    /// lengths one file declares for others (`val ICON_SIZE_SMALL = 24.dp`), from at most 2,000
    /// files (32 MiB), and the composables that hand a handler on to a Material control (for a
    /// small target that runs the same one), from at most 2,000 files (32 MiB), and its flags fixed
    /// at `false` (`ComposeFalseFlags`), from at most 2,000 files (32 MiB) that write `= false`, and
    /// the conditions that are the appearance (`fun isAppInDarkPrimalTheme(): Boolean =
    /// LocalPrimalTheme.current.isDarkTheme`, `ComposeAppearanceConditions`), from at most 400 files
    /// (16 MiB) that write `Dark` and `Boolean`. All these pre-passes share one read of each file
    /// (at most `KotlinLimits.maximumFileBytes`; 64 MiB of texts kept while they run).
    public func prepared(forFiles paths: [String]) -> any ScanFileReader {
        // One read of each file for all the pre-passes, dropped when they are done.
        prepared(sources: KotlinSourceTexts(paths: paths.filter(reads(path:))))
    }

    /// The same from files read through `kotlin` (the tests count its reads).
    func prepared(sources kotlin: KotlinSourceTexts) -> ComposeSourceReader {
        var reader = self
        reader.theme = ComposeThemeCollector.collect(sources: kotlin)
        reader.theme.wrappers = ComposeWrapperCollector.collect(sources: kotlin)
        reader.theme.clickWrappers = ComposeClickWrappers.collect(sources: kotlin)
        reader.theme.frozenSizeHelpers = ComposeFrozenSizeHelpers.collect(sources: kotlin)
        let clicks = ComposeClickModifiers.collect(sources: kotlin)
        (reader.theme.clickModifiers, reader.theme.guardedClickModifiers) = (clicks.names, clicks.guarded)
        // The theme pre-pass found the flags its palettes are picked by; the functions read them too.
        let choosers = reader.theme.appearance.choosers
        reader.theme.appearance = ComposeAppearanceConditions.collect(sources: kotlin, choosers: choosers)
        reader.theme.sharedLengths = ComposeSharedLengths.collect(sources: kotlin)
        reader.theme.equivalentControls = ComposeEquivalentControls.collect(sources: kotlin)
        // Before the callers' survey, which then leaves out calls no build runs.
        reader.theme.falseFlags = ComposeFalseFlags.collect(sources: kotlin)
        reader.theme.previewOnly = ComposePreviewOnly.collect(sources: kotlin)
        reader.theme.openSlots = ComposeOpenSlots.collect(sources: kotlin)
        reader.theme.stringProperties = ComposeStringProperties.collect(sources: kotlin)
        reader.theme.callerFills = ComposeCallerFills.collect(sources: kotlin, theme: reader.theme)
        return reader
    }

    /// `Kotlin`.
    public var kindName: String { "Kotlin" }

    /// Whether `path` is a Kotlin file (`.kt`) outside build folders and tests (`src/test`,
    /// `src/androidTest`, and any `src/…Test` source set of Kotlin Multiplatform) and IDE file templates.
    public func reads(path: String) -> Bool {
        guard path.hasSuffix(".kt") else { return false }
        let skipped = [
            // Not `/generated/` itself: a design system's checked-in generated tokens are the theme
            // (Element X's `compound/tokens/generated/SemanticColorsLight.kt`); the build's are in `build/`.
            "/build/", "/.gradle/", "/.idea/", "/src/test/", "/src/androidTest/", "/intermediates/",
            // IntelliJ file templates (Velocity `#if`, `${NAME}`), not Kotlin: Element X's `tools/templates`.
            "/fileTemplates/",
        ]
        let padded = "/" + path
        guard !skipped.contains(where: { padded.contains($0) }) else { return false }
        // Kotlin Multiplatform's test source sets (`src/commonTest`, `src/jvmTest`, `src/androidUnitTest`):
        // Thunderbird's UI test harness was read as screens.
        let components = path.split(separator: "/")
        return !zip(components, components.dropFirst()).contains { $0 == "src" && ($1.hasSuffix("Test") || $1.hasPrefix("test")) }
    }

    /// Reads one Kotlin file into elements and findings.
    ///
    /// - Throws: `SourceFileError` when the file is larger than ``maximumFileBytes``. Kotlin that
    ///   does not parse is not an error: it is a note at its line, and the rest is read.
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        if text.utf8.count > Self.maximumFileBytes {
            throw SourceFileError(
                file: path, message: "the Kotlin file is \(text.utf8.count) bytes, more than the \(Self.maximumFileBytes)-byte limit of a scanned file")
        }
        // Most Kotlin in an app is not UI: a file that never names Compose is not parsed.
        guard KotlinDeclaredNames.contains(text, "androidx.compose") else { return ScanFileResult() }
        let file = KotlinParser.parse(text)
        let scan = ComposeFileScan(path: path, file: file, resources: resources, theme: theme)
        scan.run()
        return ScanFileResult(elements: scan.elements, findings: scan.findings)
    }
}
