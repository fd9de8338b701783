import SwiftSyntax

/// A view code reaches through an `@IBOutlet` of the class it is in: what the storyboard or xib
/// sets on the view is the view's too (``ScannedElement/codeOutlet``). NetNewsWire 834decfa
/// `MainFeedCollectionViewCell.swift:105` sets `feedTitle.font` to a text style on an outlet the
/// storyboard makes live (`adjustsFontForContentSizeCategory="YES"`, Main.storyboard:208).
enum OutletReceivers {
    /// `Type.name` when `receiver` is a bare name (`feedTitle`, `self.feedTitle` normalised) that
    /// the class around `node` declares with `@IBOutlet`; `nil` otherwise (an extension's type
    /// is declared elsewhere, so what it names is not known to be an outlet, unless the class is
    /// declared in the same file: Simplenote d3e2599c `SPOnboardingViewController.swift:108`,
    /// `private extension SPOnboardingViewController { func setupLabels() { … } }`).
    static func outlet(ofReceiver receiver: String, at node: Syntax) -> String? {
        // A button outlet's `titleLabel` draws the button's title in the button's font: Rocket.Chat
        // 3172a098 FileCell.swift:27, `fileButton.titleLabel?.adjustsFontSizeToFitWidth = true` on
        // a fixed 16 pt button (FileCell.xib:22), which `text.fixed-size` reports there.
        // A local's own `titleLabel` (`cell.titleLabel` of an `OASimpleTableViewCell`) is the
        // class's member of that name, read before `.titleLabel` is taken as a button's title:
        // stripped first, `cell.titleLabel` became `cell`, no outlet, and OsmAnd-iOS bb362bba
        // `MapSettingsBuildings3DParametersViewController.swift:568` stayed a wrong `text.not-live`.
        // But a button outlet of the class itself is that button first: element-ios 917adc8e
        // `KeyVerificationCellInnerContentView.swift:103`, `self.acceptButton.titleLabel?` of a
        // `RoundedButton` outlet, became an unknown `RoundedButton.titleLabel` and a wrong `text.shrinks`.
        let title = receiver.hasSuffix(".titleLabel")
        let button = title ? String(receiver.dropLast(".titleLabel".count)) : receiver
        if title, let outlet = classOutlet(button, at: node) { return outlet }
        if let outlet = localOutlet(ofReceiver: receiver, at: node) { return outlet }
        if title, let outlet = localOutlet(ofReceiver: button, at: node) { return outlet }
        return classOutlet(button, at: node)
    }

    /// `Type.name` when the class around `node` declares `name` with `@IBOutlet` (as ``outlet(ofReceiver:at:)``).
    private static func classOutlet(_ receiver: String, at node: Syntax) -> String? {
        guard !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(ClassDeclSyntax.self) {
                return declaresOutlet(receiver, in: type.memberBlock) ? "\(type.name.text).\(receiver)" : nil
            }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                let name = extended.extendedType.trimmedDescription
                guard let file = ancestor.root.as(SourceFileSyntax.self) else { return nil }
                let declared = file.statements.lazy.compactMap { $0.item.as(ClassDeclSyntax.self) }.first { $0.name.text == name }
                return declared.flatMap { declaresOutlet(receiver, in: $0.memberBlock) ? "\(name).\(receiver)" : nil }
            }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// `Type.member` for `local.member` when `local` is declared as one of the app's classes
    /// (`let cell = tableView.dequeueReusableCell(…) as! OASimpleTableViewCell`, a parameter
    /// `cell: OASimpleTableViewCell`): what the class's xib or code sets on its `member` holds for
    /// it too. OsmAnd-iOS bb362bba `MapSettingsBuildings3DParametersViewController.swift:568` sets
    /// Body on `cell.titleLabel`, which `OASimpleTableViewCell.xib:72` makes live.
    private static func localOutlet(ofReceiver receiver: String, at node: Syntax) -> String? {
        let parts = receiver.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            let type = DeclaredTypes.type(of: parts[0], at: node), !type.hasPrefix("UI"), !type.hasPrefix("NS"),
            type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return "\(type).\(parts[1])"
    }

    private static func declaresOutlet(_ name: String, in members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
