import LegibleReporting

/// What a storyboard or xib sets on a view that code reaches through an `@IBOutlet`
/// (``ScannedElement/codeOutlet``), where the code leaves it alone, decides two code findings:
///
/// - `text.not-live` of a text style code sets on an outlet the file makes live
///   (`adjustsFontForContentSizeCategory="YES"`: the property stays on when code replaces the
///   font). NetNewsWire 834decfa `MainFeedCollectionViewCell.swift:105/106` and
///   `MainFeedCollectionViewFolderCell.swift:157/159`, outlets of `Main.storyboard:208/214/259/289`,
///   were wrong warnings.
/// - `text.shrinks` of code that makes an outlet shrink when the file's font is a fixed size and
///   code sets none: a fixed size undoes no chosen size, the rule's own exemption. ownCloud
///   0ac09a30 `PasscodeViewController.swift:190` (`errorMessageLabel`, a fixed 17 pt System in
///   `PasscodeViewController.xib:284`) was a wrong warning.
///
/// Either finding is dropped only when every view of the files with that outlet agrees; code that
/// turns `adjustsFontForContentSizeCategory` off again is not told apart (none was seen).
enum OutletFileFacts {
    /// Removes the code findings the outlets' files answer.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], superclasses: [String: String]) {
        guard elements.contains(where: { $0.codeOutlet != nil }) else { return }
        var fileViews: [String: [Int]] = [:]
        for index in elements.indices where isInterfaceFile(elements[index].location.file) {
            for outlet in elements[index].outlets { fileViews[outlet, default: []].append(index) }
        }
        guard !fileViews.isEmpty else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        records.removeAll { record in
            guard let index = record.element, let outlet = elements[index].codeOutlet,
                record.finding.rule == ScanRules.textNotLive.id || record.finding.rule == ScanRules.textShrinks.id
            else { return false }
            let views = CodeSetPlaceholders.related(outlet, superclasses: superclasses, subclasses: subclasses).flatMap { fileViews[$0] ?? [] }
            guard !views.isEmpty else { return false }
            if record.finding.rule == ScanRules.textNotLive.id {
                return views.allSatisfy { isLive(elements[$0].font) }
            }
            return elements[index].font == nil && elements[index].fixedSizeConstant == nil && views.allSatisfy { isFixed(elements[$0].font) }
        }
    }

    /// The other way round: a storyboard or xib label that shrinks (`minimumFontSize="14"`,
    /// which with no `adjustsFontSizeToFit` attribute is on) at a fixed size is no `text.shrinks`
    /// finding, but when code sets a font that follows the text size on its outlet, the fixed
    /// size is a placeholder and the shrink undoes a chosen size (Simplenote d3e2599c
    /// `SPOnboardingViewController.xib:50`, whose `headerLabel` code gives the Title 3 style and
    /// `adjustsFontSizeToFitWidth = true` at `SPOnboardingViewController.swift:113-115`, was
    /// missed). A code font that is fixed too leaves it exempt.
    static func applyCodeFonts(to elements: inout [ScannedElement], superclasses: [String: String]) {
        var codeFonts: [String: Finding.Location] = [:]
        for element in elements {
            guard let outlet = element.codeOutlet, let font = element.font else { continue }
            if case .fixed = font { continue }
            if codeFonts[outlet] == nil { codeFonts[outlet] = element.location }
        }
        guard !codeFonts.isEmpty else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices where elements[index].shrink != nil && isInterfaceFile(elements[index].location.file) {
            guard case .fixed? = elements[index].font else { continue }
            let related = elements[index].outlets.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
            guard let location = related.lazy.compactMap({ codeFonts[$0] }).first else { continue }
            elements[index].shrink?.codeFontLocation = location
            // A scale worked out from the file's size (`minimumFontSize` over it) is not the one
            // code's font shrinks by.
            if elements[index].shrink?.mechanism.contains("minimumFontSize") == true { elements[index].shrink?.minimumScale = nil }
        }
    }

    private static func isInterfaceFile(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    private static func isLive(_ font: ScannedFont?) -> Bool {
        if case .textStyle(_, _, let live)? = font { return live }
        return false
    }

    private static func isFixed(_ font: ScannedFont?) -> Bool {
        if case .fixed? = font { return true }
        return false
    }
}
