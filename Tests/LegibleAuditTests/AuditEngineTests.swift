import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleShaping
import LegibleTypeScale
import Testing

@Suite("Audit engine")
struct AuditEngineTests {
    static let bodyLabel = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(.body), width: 200, maxLines: 1, tracking: TrackingMode.none))

    @Test func pseudoLocalisesMissingTranslationsAndAddsThePseudoLocale() async throws {
        let english = CatalogEntry(key: "greeting", locale: "en", text: "Settings", file: "c.xcstrings", position: TextPosition(line: 3, column: 5))
        let german = CatalogEntry(key: "other", locale: "de", text: "Andere", file: "c.xcstrings", position: TextPosition(line: 9, column: 5))
        let otherEnglish = CatalogEntry(key: "other", locale: "en", text: "Other", file: "c.xcstrings", position: TextPosition(line: 7, column: 5))
        let catalog = StringCatalog(file: "c.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: [english, otherEnglish, german])
        let options = AuditOptions(pseudolocalization: Pseudolocalization(expansion: 0.4))
        let result = try await OverflowAuditor(spec: Self.bodyLabel, options: options).audit([catalog])
        let filled = try #require(result.label("greeting", "de"))
        #expect(filled.isPseudo)
        #expect(filled.displayText == "[Šéţţîñĝš one]")  // Pseudolocalization's documented example
        #expect(result.label("greeting", "en-XA")?.isPseudo == true)
        #expect(result.label("other", "de")?.isPseudo == false)
        #expect(result.label("other", "de")?.displayText == "Andere")
        #expect(result.findings.map(\.id).contains("greeting [de pseudo]"))  // 12 accented characters overflow 200 pt at AX3
        let without = try await OverflowAuditor(spec: Self.bodyLabel).audit([catalog])
        #expect(without.labels.count == 3)
    }

    @Test func keysWithoutAWidthAreNotesNotMeasurements() async throws {
        let spec = LayoutSpec(rules: [LayoutRule(patterns: ["button.*"], width: 100)])
        let result = try await OverflowAuditor(spec: spec).audit([try catalog(#"{"button.ok": "OK", "title": "Welcome"}"#)])
        #expect(result.labels.map(\.entry.key) == ["button.ok"])
        let note = try #require(result.findings.first { $0.rule == AuditRule.noLayout })
        #expect(note.id == "title")
        #expect(note.severity == .note)
    }

    @Test func aMissingFontFailsBeforeMeasuring() async throws {
        let spec = LayoutSpec(defaults: LayoutRule(font: "/nonexistent/Font.ttf", width: 100))
        await #expect { try await OverflowAuditor(spec: spec).audit([try catalog(#"{"a": "A"}"#)]) } throws: { error in
            (error as? AuditError)?.description.contains("/nonexistent/Font.ttf") == true
        }
    }

    @Test func uncoveredCharactersAreReported() async throws {
        // U+10FFFD (private use, plane 16) is in no bundled font.
        let entry = CatalogEntry(key: "a", locale: "en", text: "A\u{10FFFD}", file: "a.json", position: TextPosition(line: 1, column: 7))
        let result = try await OverflowAuditor(spec: Self.bodyLabel).audit([StringCatalog(file: "a.json", format: .json, entries: [entry])])
        let finding = try #require(result.findings.first { $0.rule == AuditRule.missingGlyphs })
        #expect(finding.message.contains("U+10FFFD"))
    }

    @Test func requiredWidthOfAMultiLineLabelIsTheNarrowestThatFits() async throws {
        let text = "Alexandra shared 12,345 photos with you yesterday evening"
        let spec = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(.body), width: 180, maxLines: 2, tracking: TrackingMode.none))
        let result = try await OverflowAuditor(spec: spec, options: AuditOptions(categories: [.large])).audit([try catalog(#"{"a": "\#(text)"}"#)])
        let measurement = try #require(result.labels.first?.measurements.first)
        let measurer = try TextMeasurer(.bundled(weight: 400))
        let at = { (width: Double) in measurer.measure(text, LayoutOptions(size: 17, width: width, maxLines: 2)) }
        #expect(at(measurement.requiredWidth).fits)
        #expect(!at(measurement.requiredWidth - 0.02).fits)
        #expect(measurement.fits == (measurement.requiredWidth <= 180))
    }

    @Test func fixedSizesDoNotScale() async throws {
        let spec = LayoutSpec(defaults: LayoutRule(sizing: .fixed(points: 12), width: 100))
        let result = try await OverflowAuditor(spec: spec).audit([try catalog(#"{"a": "Done"}"#)])
        let sizes = Set(result.labels.first?.measurements.map(\.size) ?? [])
        #expect(sizes == [12])
    }

    @Test func parallelRunsGiveTheSameResultInCatalogOrder() async throws {
        let entries = (0..<300).map { #""k\#($0)": "Label number \#($0) with some words""# }.joined(separator: ",")
        let strings = try catalog("{\(entries)}")
        let spec = LayoutSpec(defaults: LayoutRule(width: 250))
        let serial = try await OverflowAuditor(spec: spec, options: AuditOptions(concurrency: 1)).audit([strings])
        let parallel = try await OverflowAuditor(spec: spec, options: AuditOptions(concurrency: 4)).audit([strings])
        #expect(serial.labels == parallel.labels)
        #expect(parallel.labels.map(\.entry.key) == (0..<300).map { "k\($0)" })
    }

    @Test func reportAppliesTheBaseline() async throws {
        let result = try await Sample.audit()
        var report = AuditReport(result)
        #expect(report.fails)
        report.applyBaseline(Baseline(findings: result.findings))
        #expect(!report.fails)
        #expect(report.findings.suppressedCount == result.findings.count)
        #expect(report.rendered(as: .text).contains("suppressed by the baseline"))
    }

    // A huge job count: `--jobs 1152921504606846976` trapped on arithmetic overflow (exit 132).
    @Test func concurrencyIsAWholeNumberUpToItsLimit() throws {
        #expect(try AuditOptions.concurrency(parsing: "4") == 4)
        #expect(try AuditOptions.concurrency(parsing: "1024") == AuditOptions.maximumConcurrency)
        for text in ["0", "-1", "1025", "1152921504606846976", "99999999999999999999999", "2.5", "four", ""] {
            #expect {
                try AuditOptions.concurrency(parsing: text, role: "--jobs")
            } throws: { error in
                (error as? AuditError)?.description == "--jobs \"\(text)\": expected a whole number of jobs from 1 to 1024 (AuditOptions.maximumConcurrency)"
            }
        }
        // A library caller's value is kept within the limit.
        #expect(AuditOptions(concurrency: 1 << 60).concurrency == 1_024)
        #expect(AuditOptions(concurrency: -3).concurrency == 1)
    }

    @Test func anAuditRunsWithTheMostJobs() async throws {
        let entry = CatalogEntry(key: "save", locale: "en", text: "Save", file: "c.xcstrings", position: TextPosition(line: 1, column: 1))
        var options = AuditOptions(concurrency: AuditOptions.maximumConcurrency)
        options.concurrency = Int.max  // set directly, past the initialiser's clamp
        let result = try await OverflowAuditor(spec: Self.bodyLabel, options: options).audit([StringCatalog(file: "a.json", format: .json, entries: [entry])])
        #expect(result.labels.count == 1)
    }
}

@Suite("One-line fast path")
struct OneLineFastPathTests {
    /// The audit's one-line widths skip line breaking; they must equal what `ShapedText.layout`
    /// reports for the same text, size and tracking, in every script and at every category.
    @Test func agreesWithFullLayout() async throws {
        let texts = [
            "Einstellungen für Benachrichtigungen", "Save changes", "保存更改", "حفظ التغييرات", "שמור שינויים",
            "Alexandra shared 12,345 photos 📷", "office ﬁle affine", "e\u{301}te\u{301}", "Na\u{308}chste Seite", "A  B",
        ]
        let entries = texts.enumerated().map { index, text in
            CatalogEntry(key: "k\(index)", locale: "en", text: text, file: "t.json", position: TextPosition(line: index + 1, column: 1))
        }
        let catalog = StringCatalog(file: "t.json", format: .json, entries: entries)
        let measurer = try TextMeasurer(.bundled(weight: 400))
        // Footnote and Caption 1 are 12 pt at some categories, where Apple's tracking is 0 and
        // optional ligatures stay on: the audit shapes those sizes once with the others.
        for tracking in [TrackingMode.hig(.sfPro), .none, .points(1.5)] {
            for style in [TextStyle.body, .footnote, .caption1] {
                let spec = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(style), width: 150, maxLines: 1, tracking: tracking))
                let result = try await OverflowAuditor(spec: spec).audit([catalog])
                for label in result.labels {
                    for measurement in label.measurements {
                        let options = OverflowAuditor.layoutOptions(label.layout, step: measurement.step)
                        let full = measurer.measure(label.displayText, options)
                        var unwrapped = options
                        unwrapped.width = nil
                        let oneLine = measurer.measure(label.displayText, unwrapped)
                        #expect(abs(measurement.requiredWidth - oneLine.width) < 1e-9, "\(label.displayText) \(measurement.category)")
                        #expect(measurement.fits == full.fits)
                        #expect(measurement.lines == full.neededLineCount)
                    }
                }
            }
        }
    }
}
