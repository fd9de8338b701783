import Foundation
import LegibleSyntax
import SwiftSyntax

/// The references (`DeclReferenceExprSyntax`) of one file by name, found in one walk of its tree
/// and kept while the file is read. The menu-content check (``SystemDrawnControls``) asks for the
/// uses of a private member for each view call inside one; walking the file's tokens for each
/// ask made Element X iOS (5d0343c4, 1,359 Swift files) take 224 s, three quarters of it there.
enum ReferenceIndex {
    /// The last trees asked about, each with its index: one per file being read at once is enough
    /// (a file is read on one thread from start to end), two per thread when a member's declaration
    /// is in another file. The root is kept with its index so a tree's identifier is not taken by a
    /// later tree while it is here.
    private static let recent = Locked<[(root: Syntax, references: [String: [Syntax]])]>([])
    private static let kept = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)

    /// The references named `name` in the tree of `root`, in source order.
    static func references(to name: String, in root: Syntax) -> [Syntax] {
        if let index = recent.withLock({ entries in entries.first { $0.root.id == root.id }?.references }) { return index[name] ?? [] }
        let collector = Collector()
        collector.walk(root)
        recent.withLock { entries in
            entries.append((root, collector.found))
            if entries.count > kept { entries.removeFirst() }
        }
        return collector.found[name] ?? []
    }

    private final class Collector: SyntaxVisitor {
        var found: [String: [Syntax]] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = node.baseName.tokenKind { found[text, default: []].append(Syntax(node)) }
            return .visitChildren
        }
    }
}
