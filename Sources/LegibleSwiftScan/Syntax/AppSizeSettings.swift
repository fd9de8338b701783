import LegibleScan
import SwiftParser
import SwiftSyntax

/// Text sizes an app chooses with its own setting instead of Dynamic Type: an `enum` with a
/// `static var current: Self` (read from the app's defaults) and a computed property that returns
/// a number literal in every case. primal-ios-app `State/Theming/Theme.swift:64-91`,
/// `enum FontSizeSelection { case small, standard, large, huge; static var current: FontSizeSelection
/// { … UserDefaults … }; var contentFontSize: CGFloat { switch self { case .small: return 15 … case
/// .huge: return 20 } } }`, sizes the feed's text (`.appFont(withSize:
/// FontSizeSelection.current.contentFontSize, weight: .regular)`, PostCell.swift:302): none of
/// it was reported (fresh-ios21a).
///
/// Such a size is fixed as far as Dynamic Type goes: a person who set a larger text size in
/// Settings gets 15 to 20 pt whatever they chose, and only someone who finds the app's own
/// setting gets even 20 pt (1.33 times 15, short of the 200% WCAG 1.4.4 asks a text-size
/// control to reach). So `text.fixed-size` reports it, and its message names the setting and
/// its sizes, so a reviewer can weigh the app's own control (as it does an Android widget's own
/// text-size call).
///
/// Read from every Swift file before any is scanned, as ``AppSizeConstants`` are: the property
/// (`Type.name`, by its enum's name), and the `static` members of the enum typed as the enum
/// itself (`Type.current`). A property whose getter is another such property (`var nameSize:
/// CGFloat { contentFontSize }`) has its values. A use is `Type.current.name`, or that plus or
/// minus a number (`contentFontSize - 1`).
struct AppSizeSettings: Sendable, Equatable {
    /// `FontSizeSelection.contentFontSize` → its values, smallest first.
    private(set) var sizes: [String: [Double]] = [:]
    /// `FontSizeSelection.current`: a static member that is one of the enum's cases.
    private(set) var instances: Set<String> = []

    static func declared(files: SwiftPrePassTexts) -> AppSizeSettings {
        var table = AppSizeSettings()
        for index in files.indices where files.contains(index, "enum ") && files.contains(index, "static var") && files.contains(index, "switch self") {
            for statement in files.tree(index).statements {
                guard let declared = statement.item.as(EnumDeclSyntax.self) else { continue }
                table.read(declared)
            }
        }
        return table
    }

    private mutating func read(_ declared: EnumDeclSyntax) {
        let type = declared.name.text
        var aliases: [String: String] = [:]
        for member in declared.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { $0.name.text == "static" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isStatic {
                    if [type, "Self"].contains(binding.typeAnnotation?.type.trimmedDescription ?? "") { instances.insert("\(type).\(name)") }
                } else if let numbers = ComputedSizeChoices.numbers(of: binding) {
                    sizes["\(type).\(name)"] = numbers.sorted()
                } else if let other = Self.returnedMember(binding) {
                    aliases[name] = other
                }
            }
        }
        for (name, other) in aliases { sizes["\(type).\(name)"] = sizes["\(type).\(other)"] }
    }

    /// `other` for a getter that is only `other` or `self.other`.
    private static func returnedMember(_ binding: PatternBindingSyntax) -> String? {
        guard case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1, let item = body.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else { return nil }
        return member.declName.baseName.text
    }

    /// `` `FontSizeSelection.current.contentFontSize` (the app's own setting: 15 to 20 pt) ``
    /// when `size` is such a setting's size, alone or plus or minus a number; `nil` for anything else.
    func describe(_ size: ExprSyntax) -> String? {
        guard !sizes.isEmpty else { return nil }
        var used = size.unparenthesized
        var offset = 0.0
        if let sequence = used.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-"].contains(operation),
                let number = Constants().number(elements[2])
            else { return nil }
            (used, offset) = (elements[0].unparenthesized, operation == "+" ? number : -number)
        }
        guard let member = used.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription, instances.contains(base),
            let type = base.split(separator: ".").first, let values = sizes["\(type).\(member.declName.baseName.text)"]
        else { return nil }
        let numbers = values.map { $0 + offset }.reduce(into: [String]()) { list, value in
            let text = value == value.rounded() ? String(Int(value)) : String(value)
            if !list.contains(text) { list.append(text) }
        }
        // Three sizes or more as their range, so the message keeps its advice within 200 characters.
        let list = numbers.count > 2 ? "\(numbers[0]) to \(numbers[numbers.count - 1])" : numbers.joined(separator: " or ")
        let written = size.unparenthesized.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "`\(written)` (\(FixedSizeWording.appSetting): \(list) pt)"
    }

    /// The part of the table a file may use: part of its cache key.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        let used = sizes.filter { identifiers.mayName($0.key.split(separator: ".").last ?? "") }.map { "\($0.key)=\($0.value)" }
        return (used + instances.filter { identifiers.mayName($0.split(separator: ".").last ?? "") }).sorted().joined(separator: "\n")
    }
}
