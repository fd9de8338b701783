import LegibleReporting

extension ScanRules {
    /// `scan.unresolved`: a reference the scan cannot follow (a string, colour or style that no
    /// file defines), and a custom font it has no file for.
    public static let unresolved: ScanRule = ScanRule(
        RuleDescriptor(
            id: "scan.unresolved", name: "UnresolvedReference",
            summary: "An element refers to a string, colour, font or style that the scanned files do not define, so the checks that need it were not made.",
            help: "Add the missing resource, or point `scan:` in legible.yaml at the folders that define it.",
            defaultSeverity: .warning,
            documentation: """
                An element refers to a string, colour, font or style that no scanned file defines
                (an asset colour no `.xcassets` has, an `@color/` no `colors.xml` declares), so the checks that
                need it were not made; the message says which. A custom font the scan has no file for is a note
                under this rule (its label is not audited for overflow with a stand-in font), and so is an Android
                string holding a `${name}` placeholder a Gradle plugin (Stem) fills at build time with a value the
                scan cannot read (one another string resource or a literal `resValue` gives is filled in and measured).
                """),
        examples: [
            .fires(
                .storyboard,
                #"""
                <view id="v1">
                <rect key="frame" x="0" y="0" width="300" height="100"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <subviews>
                <label text="Hello" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" name="NoSuchColor"/>
                </label>
                </subviews>
                </view>
                """#
            ),
            .fires(
                .storyboard,
                #"""
                <label text="Hello" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" name="Brand-Regular" family="Brand" pointSize="17"/>
                </label>
                """#
            ),
            .doesNotFire(.swift, #"Text("Hello").font(.body)"#),
        ],
        check: { element, context in
            // A typeface the view's own class sets in code (``ScannedElement/typefaceInCode``): not audited, and said.
            if element.kind.showsText, element.text != nil, element.shrink == nil, let owner = element.typefaceInCode {
                return [
                    context.finding(
                        element, unresolved,
                        "\(owner) sets its own typeface in code (setTypeface), a font the scan does not read, so the text was not audited for overflow "
                            + "or missing glyphs", severity: .note)
                ]
            }
            // A build-time placeholder the scan cannot expand (ScanOverflowAudit+BuildTemplates.swift).
            if let note = ScanOverflowAudit.unknownBuildTemplateNote(element, resources: context.resources) {
                return [context.finding(element, unresolved, note, severity: .note)]
            }
            // A custom font: its label is not audited with a stand-in, and the person is told.
            guard element.kind.showsText, element.text != nil, element.shrink == nil, let family = element.font?.family else { return [] }
            if element.platform == .android, let face = AndroidTextAppearance.unbundledSystemFamilies[family] {
                return [
                    context.finding(
                        element, unresolved,
                        "the system font family \(family) (\(face) on Android) has no stand-in among the fonts Legible bundles, so the text was not audited for overflow",
                        severity: .note)
                ]
            }
            return [
                context.finding(
                    element, unresolved,
                    "the font \(family == ScannedFont.familyNamedInCode ? "" : "\(family) ")is the app's own, and the scan measures only the fonts Legible bundles, so the text was not audited for overflow "
                        + "(audit it with a layout spec naming the font file)", severity: .note)
            ]
        })
}
