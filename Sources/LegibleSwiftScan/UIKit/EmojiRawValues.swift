import Foundation
import LegibleScan
import SwiftParser
import SwiftSyntax

/// The `rawValue` of the app's emoji types, kept as `Type.rawValue` among ``EmojiProperties``,
/// and the UIKit views whose every text is one. session-ios 5bddc10f
/// `EmojiPickerCollectionView.swift:287` (a picker cell's label, whose only text is
/// `emoji.rawValue` at :303, `emoji: EmojiWithSkinTones`) and `EmojiSkinTonePicker.swift:302`
/// (`button.setTitle(emoji.rawValue, for: .normal)`) were fixed-size warnings on text that is
/// only emoji (fresh-ios17b class 3).
///
/// An emoji type is
/// - a `String` enum each of whose cases has an emoji-only literal as its raw value
///   (`enum Emoji: String { case grinning = "😀" … }`), or
/// - a type whose computed `var rawValue: String` returns, in some branch, the `rawValue` of its
///   stored property of such an enum (`baseEmoji.rawValue`, also after `??`), and otherwise only
///   another such value, an emoji or empty literal, or a stored string (the emoji the enum lacks,
///   which the type is made with): it is a variant of that emoji. A word literal anywhere makes
///   it no emoji type.
enum EmojiRawValues {
    /// `Type.rawValue` → one of its emoji, for the types the files `texts` declare.
    static func declared(files: SwiftPrePassTexts) -> [String: String] {
        guard let stringEnum = try? NSRegularExpression(pattern: #"\benum\s+\w+\s*:\s*String\b"#) else { return [:] }
        let trees = files.indices.compactMap { index -> SourceFileSyntax? in
            let text = files.texts[index]
            let declaresEnum =
                files.contains(index, "enum") && text.utf8.contains(where: { $0 >= 0x80 })
                && stringEnum.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return declaresEnum || files.contains(index, "var rawValue") ? files.tree(index) : nil
        }
        var emojiEnums: [String: String] = [:]
        var seen: Set<String> = []
        for tree in trees {
            for node in tree.descendants(EnumDeclSyntax.self) {
                guard node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { continue }
                // Two enums of one name (in two modules): which one a value is of is not known.
                let (name, value) = (node.name.text, emojiCases(node))
                emojiEnums[name] = seen.insert(name).inserted ? value : nil
            }
        }
        var found = Dictionary(uniqueKeysWithValues: emojiEnums.map { ("\($0.key).rawValue", $0.value) })
        for tree in trees {
            for (type, members) in tree.typeMemberBlocks() {
                guard let sample = variantSample(members, enums: emojiEnums) else { continue }
                found["\(type).rawValue"] = sample
            }
        }
        return found
    }

    /// One of the enum's emoji when every case's raw value is an emoji-only literal.
    private static func emojiCases(_ node: EnumDeclSyntax) -> String? {
        var sample: String?
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                guard let text = element.rawValue?.value.stringLiteralValue,
                    EmojiText.isEmojiOnly(text)
                else { return nil }
                sample = sample ?? text
            }
        }
        return sample
    }

    /// The emoji a type's `var rawValue: String` getter is a variant of (above); `nil` otherwise.
    private static func variantSample(_ members: MemberBlockSyntax, enums: [String: String]) -> String? {
        var stored: [String: String] = [:]
        var getter: Syntax?
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "rawValue", binding.typeAnnotation?.type.trimmedDescription == "String", let block = binding.accessorBlock {
                    getter = Syntax(block)
                } else if binding.accessorBlock == nil, let type = binding.typeAnnotation?.type.trimmedDescription {
                    stored[name] = type.hasSuffix("?") ? String(type.dropLast()) : type
                }
            }
        }
        guard let getter else { return nil }
        let returns = getter.descendants(ReturnStmtSyntax.self).compactMap(\.expression)
        var sample: String?
        for value in returns {
            if let emoji = emojiOfProperty(value, stored: stored, enums: enums) {
                sample = sample ?? emoji
            } else if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let last = sequence.elements.last, let emoji = emojiOfProperty(last, stored: stored, enums: enums)
            {
                sample = sample ?? emoji
            } else if let text = value.stringLiteralValue, text.isEmpty || EmojiText.isEmojiOnly(text) {
                continue
            } else if let reference = value.as(DeclReferenceExprSyntax.self), stored[reference.baseName.text] == "String" {
                continue
            } else {
                return nil
            }
        }
        return sample
    }

    /// `baseEmoji.rawValue` of a stored property declared of an emoji enum: one of its emoji.
    private static func emojiOfProperty(_ value: ExprSyntax, stored: [String: String], enums: [String: String]) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let base = member.base?.as(DeclReferenceExprSyntax.self), let type = stored[base.baseName.text]
        else { return nil }
        return enums[type]
    }
}

extension EmojiRawValues {
    /// The emoji the view `receiver` shows when every text its type gives it is an emoji type's
    /// `rawValue` (`emojiLabel.text = emoji.rawValue`; for `button.titleLabel`, `button.setTitle(emoji.rawValue,
    /// for: .normal)`), or an emoji literal, and no attributed text; `nil` otherwise.
    static func emoji(ofReceiver receiver: String, at node: Syntax, scan: SwiftFileScan) -> String? {
        guard !scan.facts.emojiProperties.isEmpty else { return nil }
        let view = receiver.hasSuffix(".titleLabel") ? String(receiver.dropLast(".titleLabel".count)) : receiver
        guard view.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = node.enclosingTypeDeclaration else { return nil }
        var sample: String?
        for call in type.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), names(member.base, view) else { continue }
            switch member.declName.baseName.text {
            case "setAttributedTitle": return nil
            case "setTitle":
                guard let value = call.arguments.first?.expression, let emoji = emoji(of: value, at: Syntax(call), scan: scan) else { return nil }
                sample = sample ?? emoji
            default: continue
            }
        }
        for sequence in type.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
                names(target.base, receiver) || names(target.base, view)
            else { continue }
            switch target.declName.baseName.text {
            case "attributedText": return nil
            case "text":
                guard let emoji = emoji(of: elements[2], at: Syntax(sequence), scan: scan) else { return nil }
                sample = sample ?? emoji
            default: continue
            }
        }
        return sample
    }

    /// Whether `base` is `name` or `self.name` (with `?` or `!`).
    private static func names(_ base: ExprSyntax?, _ name: String) -> Bool {
        guard let base else { return false }
        let text = base.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return text == name || text == "self." + name
    }

    /// An emoji literal, or `value.rawValue` of a name declared of an emoji type.
    private static func emoji(of value: ExprSyntax, at node: Syntax, scan: SwiftFileScan) -> String? {
        if let literal = value.stringLiteralValue { return EmojiText.isEmojiOnly(literal) ? literal : nil }
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base,
            let type = EmojiSwitches.typeName(of: base, at: node) ?? loopElementType(of: base, at: node)
        else { return nil }
        return scan.facts.emojiProperties["\(type).rawValue"]
    }

    /// `emoji` of `for emoji in self.emojis.reversed() { … }` where the type declares `let emojis:
    /// [EmojiWithSkinTones]`: the array's element type (session-ios `ReactionView.swift:133-144`).
    private static func loopElementType(of base: ExprSyntax, at node: Syntax) -> String? {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                var sequence = loop.sequence
                if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let reversed = call.calledExpression.as(MemberAccessExprSyntax.self),
                    reversed.declName.baseName.text == "reversed", let inner = reversed.base
                {
                    sequence = inner
                }
                let written = sequence.trimmedDescription
                let property = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
                guard !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                return storedElementType(property, at: Syntax(loop))
            }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// `T` of the enclosing type's stored property `name` declared `[T]`.
    private static func storedElementType(_ name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) { current = ancestor.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let element = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self)
                return element?.genericArgumentClause == nil ? element?.name.text : nil
            }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` under this one.
    fileprivate func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var pending: [Syntax] = [Syntax(self)]
        while let node = pending.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return found
    }
}

extension SourceFileSyntax {
    /// The member blocks of the file's classes, structs, enums and extensions, with the type's name.
    fileprivate func typeMemberBlocks() -> [(String, MemberBlockSyntax)] {
        var found: [(String, MemberBlockSyntax)] = []
        for block in descendants(MemberBlockSyntax.self) {
            guard let parent = block.parent else { continue }
            if let type = parent.asProtocol(NamedDeclSyntax.self) {
                found.append((type.name.text, block))
            } else if let extended = parent.as(ExtensionDeclSyntax.self) {
                found.append((extended.extendedType.trimmedDescription, block))
            }
        }
        return found
    }
}
