import Foundation
import SwiftParser
import SwiftSyntax

/// An app's own sizing modifier: `extension Image { func zImage(size: CGFloat, style: Colorable)
/// -> some View { self.resizable().renderingMode(.template).frame(width: size, height: size)
/// .zForegroundColor(style) } }`. At a call site (`icon.zImage(size: 14, style: …).padding(5)`)
/// its `.frame` and `.padding` modifiers, with the call's arguments put for the parameters, are
/// read as if written there. zashi-ios 2.4.x `UIComponents/Images/ZashiImage.swift:13-56` sizes
/// every icon so, and its 24×24 pt icon buttons (`SwapForm.swift:398`) were never judged.
///
/// Only a function whose body is one modifier chain on `self` is read; a body with branches,
/// loops or several statements is not, and a call whose labels match no declaration of the name
/// (overloads are told apart by their labels) is left as any unknown modifier is.
struct SizeWrapper: Sendable, Equatable {
    var parameters: [FontWrapper.Parameter]
    /// The body's `.frame(…)` and `.padding(…)` calls on `self`, as written, innermost first
    /// (`self.frame(width: size, height: size)`).
    var sizing: [String]

    /// The sizing modifiers at a call of the wrapper, `nil` when its arguments do not match.
    func modifiers(at call: FunctionCallExprSyntax) -> [ModifierChain.Modifier]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        guard let values = FontWrapper.values(of: call, for: parameters) else { return nil }
        var result: [ModifierChain.Modifier] = []
        for written in sizing {
            guard let expression = FontWrapper.substituted(written, values: values), let chain = ModifierChain(outermost: expression),
                let modifier = chain.modifiers.last
            else { return nil }
            result.append(modifier)
        }
        return result
    }
}

enum SizeWrappers {
    /// The sizing modifiers the files declare, by name (each overload once), read before the files
    /// are scanned so one declared in another file is known. Only files that extend a view type
    /// and call `frame(` are parsed.
    static func wrappers(files: SwiftPrePassTexts) -> [String: [SizeWrapper]] {
        var found: [String: [SizeWrapper]] = [:]
        for index in files.indices where files.contains(index, "extension ") && files.contains(index, "frame(") {
            for (name, wrappers) in wrappers(in: files.tree(index)) { found[name, default: []] += wrappers }
        }
        return found
    }

    /// The types whose extensions' modifiers are views.
    private static let viewTypes: Set<String> = ["View", "SwiftUI.View", "Image", "SwiftUI.Image", "Text", "SwiftUI.Text", "Shape"]
    /// SwiftUI's own modifiers: an overload is not told apart from them by name.
    private static let systemNames: Set<String> = ["frame", "padding", "font", "background", "overlay"]

    /// The wrappers a file declares at its top level.
    static func wrappers(in tree: SourceFileSyntax) -> [String: [SizeWrapper]] {
        var found: [String: [SizeWrapper]] = [:]
        for statement in tree.statements {
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self), viewTypes.contains(extensionDecl.extendedType.trimmedDescription)
            else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), !systemNames.contains(function.name.text),
                    let wrapper = wrapper(function)
                else { continue }
                found[function.name.text, default: []].append(wrapper)
            }
        }
        return found
    }

    /// A function whose body is one chain on `self` holding a `.frame(…)`.
    private static func wrapper(_ function: FunctionDeclSyntax) -> SizeWrapper? {
        guard let expression = FontWrappers.onlyExpression(of: function), let chain = ModifierChain(outermost: expression),
            chain.root.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            chain.modifiers.contains(where: { $0.name == "frame" })
        else { return nil }
        let sizing = chain.modifiers.filter { ["frame", "padding"].contains($0.name) }.map {
            "self." + $0.name + "(" + $0.call.arguments.trimmedDescription + ")"
        }
        return SizeWrapper(parameters: FontWrapper.parameters(of: function), sizing: sizing)
    }
}
