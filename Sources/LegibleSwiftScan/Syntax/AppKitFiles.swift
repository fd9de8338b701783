import SwiftSyntax

/// What in a Swift file shows it is a Mac app's: it names a type only AppKit has (`NSColor`,
/// `NSHostingView`, `NSViewRepresentable`) or imports AppKit, and names nothing of UIKit's.
/// Such code does not compile for iOS, so a file nothing else places (no project, package or
/// folder name says its platform) is judged for macOS (Strongbox 7807c1ae
/// `macbox/MacBox/StorageSelectorView.swift:140`, a Mac view that uses
/// `Color(NSColor.windowBackgroundColor)`, in a checkout with no `.xcodeproj`, was judged for
/// iPhone's Dynamic Type, fresh-ios19 W1).
///
/// Only a plain file counts: one that names any `UI…` type or UIKit, has an `#if` on a platform
/// (`os(…)`, `canImport(…)`, `targetEnvironment(…)`), or declares a `typealias` of an AppKit name
/// (`typealias NSColor = UIColor`, how shared code spells one colour type for both) decides
/// nothing.
enum AppKitFiles {
    /// `it uses NSColor (line 231)`: the first AppKit name, as a finding's reason says it; `nil`
    /// when the file is not plainly AppKit's.
    static func evidence(_ text: String, tree: SourceFileSyntax) -> String? {
        // Most files name no AppKit type: skip reading their tokens.
        guard text.contains("NS") || text.contains("Cocoa") else { return nil }
        var first: TokenSyntax?
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            switch token.tokenKind {
            case .poundIf, .poundElseif:
                if let condition = token.parent?.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription,
                    platformChecks.contains(where: condition.contains)
                {
                    return nil
                }
            case .identifier(let name):
                if name == "UIKit" || isUIKitName(name) { return nil }
                guard appKitNames.contains(name) else { continue }
                if previous?.tokenKind == .keyword(.typealias) { return nil }
                if first == nil { first = token }
            default: continue
            }
        }
        guard let first else { return nil }
        let line = first.startLocation(converter: SourceLocationConverter(fileName: "", tree: tree)).line
        return "it uses \(first.text) (line \(line))"
    }

    /// `UIColor`, `UIHostingController`: `UI` and a capital.
    private static func isUIKitName(_ name: String) -> Bool {
        let characters = Array(name.prefix(3))
        return characters.count == 3 && characters[0] == "U" && characters[1] == "I" && characters[2].isUppercase
    }

    private static let platformChecks = ["os(", "canImport", "targetEnvironment"]

    /// Types and modules only a Mac app has. Names both UIKit and AppKit declare
    /// (`NSTextAlignment`, `NSLayoutConstraint`, `NSParagraphStyle`) are left out.
    private static let appKitNames: Set<String> = [
        "AppKit", "Cocoa", "NSColor", "NSFont", "NSImage", "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSApplication",
        "NSApp", "NSWorkspace", "NSPasteboard", "NSHostingView", "NSHostingController", "NSViewRepresentable",
        "NSViewControllerRepresentable", "NSApplicationDelegateAdaptor", "NSEvent", "NSMenu", "NSMenuItem", "NSAlert", "NSScreen",
        "NSButton", "NSTextField", "NSTableView", "NSOutlineView", "NSPopover",
    ]
}
