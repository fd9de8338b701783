import Foundation
import SwiftParser
import SwiftSyntax

/// The Dynamic Island regions a Live Activity's views are drawn in, read literally from the
/// `DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }` that builds
/// them (WidgetKit's `DynamicIsland(expanded:compactLeading:compactTrailing:minimal:)`): the system
/// sets each region's size, so the text there cannot grow out of it (``ScannedSourcePlatform/systemSlot``).
/// Views a region's closure names by type (`HACompactTrailingView(state:)`) are in that region too,
/// in whichever file declares them.
enum DynamicIslandSlots {
    private static let compactRegions = ["compactLeading": "compact leading", "compactTrailing": "compact trailing", "minimal": "minimal"]
    static let expanded = "the Dynamic Island's expanded presentation"

    /// The region `node` is written in, as a finding says it, or `nil` outside every region.
    static func slot(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), let slot = slot(filledBy: closure) { return slot }
            // A `switch` case of a family the system sizes (``FamilySlots``).
            if let choice = syntax.as(SwitchCaseSyntax.self), let slot = FamilySlots.slot(of: choice) { return slot }
            current = syntax.parent
        }
        return nil
    }

    /// The region a closure builds: `DynamicIsland`'s first trailing closure (the expanded
    /// presentation, of `DynamicIslandExpandedRegion`s), its labelled ones, or its labelled arguments.
    private static func slot(filledBy closure: ClosureExprSyntax) -> String? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return ["DynamicIsland", "DynamicIslandExpandedRegion"].contains(calleeName(call)) ? expanded : nil
        }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
            let call = element.parent?.parent?.as(FunctionCallExprSyntax.self), calleeName(call) == "DynamicIsland"
        {
            return region(labelled: element.label.text)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), calleeName(call) == "DynamicIsland"
        {
            return region(labelled: label)
        }
        return nil
    }

    private static func region(labelled label: String) -> String? {
        if label == "expanded" { return expanded }
        return compactRegions[label].map { "the Dynamic Island's \($0) region" }
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The last part of the name of the type or extension that declares `node` (`EntryView` of
    /// `extension XDripWidget.EntryView`), which keys its member views.
    static func typeName(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                return declaration.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            current = syntax.parent
        }
        return nil
    }

    /// The view types a file's `DynamicIsland` regions name (`HACompactTrailingView(state: state)`),
    /// each with its region; a type two regions name is in the first.
    static func views(in tree: SourceFileSyntax) -> [String: String] {
        let visitor = RegionViewCollector(viewMode: .sourceAccurate)
        visitor.walk(tree)
        // A view a family case names and the file names elsewhere too (outside previews) is drawn
        // outside the slot as well (``FamilySlots``).
        var views = visitor.views.filter { !visitor.familyViews.contains($0.key) || !visitor.outside.contains($0.key) }
        // A member view a slot names (`case .accessoryCircular: accessoryCircularView`), keyed `.Type.name`.
        for (name, slot) in visitor.memberViews where !visitor.outsideMembers.contains(name) { views["." + name] = views["." + name] ?? slot }
        return views
    }

    /// The views the `DynamicIsland` regions of the files `texts` name, read before the files are
    /// scanned so a view declared in another file is known to be in its region. Only files that
    /// mention `DynamicIsland` are parsed.
    static func views(files: SwiftPrePassTexts) -> [String: String] {
        var views: [String: String] = [:]
        for index in files.indices where files.containsAny(index, ["DynamicIsland"] + FamilySlots.words) {
            views.merge(Self.views(in: files.tree(index))) { first, _ in first }
        }
        return views
    }
}

/// Collects `TypeName(…)` calls written inside a `DynamicIsland` region.
private final class RegionViewCollector: SyntaxVisitor {
    var views: [String: String] = [:]
    /// The views placed by a family case (``FamilySlots``), not a Dynamic Island region.
    var familyViews: Set<String> = []
    /// The views named outside every slot.
    var outside: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
            !name.hasPrefix("DynamicIsland")
        else { return .visitChildren }
        guard let slot = DynamicIslandSlots.slot(of: node) else {
            outside.insert(name)
            return .visitChildren
        }
        if views[name] == nil {
            views[name] = slot
            if !slot.hasPrefix("the Dynamic Island") { familyViews.insert(name) }
        }
        return .visitChildren
    }

    /// The views of the type's own members a slot shows (``FamilySlots``): xDrip4iOS 69eb8833
    /// `XDripWidget+EntryView.swift:43-46`, `case .accessoryCircular: accessoryCircularView`, a
    /// computed property declared in `AccessoryCircularView.swift` (fresh-ios16b D).
    var memberViews: [String: String] = [:]
    /// The members (`Type.name`) named as a view outside every slot.
    var outsideMembers: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Only a name that is a whole statement of a view builder shows that view.
        guard node.parent?.is(CodeBlockItemSyntax.self) == true, node.argumentNames == nil, node.baseName.text.first?.isLowercase == true else {
            return .visitChildren
        }
        guard let type = DynamicIslandSlots.typeName(around: node) else { return .visitChildren }
        let name = type + "." + node.baseName.text
        if let slot = DynamicIslandSlots.slot(of: node) {
            if memberViews[name] == nil { memberViews[name] = slot }
        } else {
            outsideMembers.insert(name)
        }
        return .visitChildren
    }

    // `#Preview(as: .accessoryCircular) { … }` shows a view nowhere a person sees.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        Previews.isPreview(node.macroName) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        Previews.isPreview(node.macroName) ? .skipChildren : .visitChildren
    }
}
